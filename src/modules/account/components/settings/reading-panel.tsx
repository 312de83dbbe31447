import { READING_FONT_SIZES, type ReadingFontSize } from '@contract/account/account-settings-terms';
import { Card, SegmentedControl, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryError } from '@/shared/ui/query-error';
import { RichHtml } from '@/shared/ui/rich-html';
import { settingsMutations, settingsQueries } from '../../api/settings-queries';

/** Rendered by the reading surfaces' own component, so the preview is exactly what they will show. */
const SAMPLE =
  '<h3>差旅报销流程</h3><p>知识中心收录公司的制度、流程与经验。阅读词条正文、文档文本和公告时，文字按这里选择的字号显示，标题随之等比缩放。</p>';

/** 阅读偏好: the font size of every reading surface, saved on the server, previewed here. */
export function ReadingPanel() {
  const client = useQueryClient();
  const { data, isPending, isError, error, refetch } = useQuery(settingsQueries.settings());
  const save = useMutation(settingsMutations.reading(client));
  if (isPending) return <Skeleton h={200} />;
  if (isError) return <QueryError error={error} onRetry={refetch} />;
  // While a choice is saved, show it already; a refusal falls back to the stored size.
  const size = save.isPending && save.variables ? save.variables : data.readingFontSize;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="md">
        <div>
          <Title order={3} fz={16} mb={4} id="reading-size-label">
            正文字号
          </Title>
          <Text fz="sm" c="dimmed">
            用于词条正文、文档文本、公告详情等阅读页面，默认 16px
          </Text>
        </div>
        <SegmentedControl
          aria-labelledby="reading-size-label"
          value={String(size)}
          onChange={(v) => save.mutate(Number(v) as ReadingFontSize)}
          data={READING_FONT_SIZES.map((px) => ({ value: String(px), label: `${px}px` }))}
          fullWidth
          maw={480}
        />
        <div>
          <Text fz="sm" c="dimmed" mb={6}>
            预览
          </Text>
          <Card withBorder radius="sm" p="md" bg="gray.0">
            <div data-testid="reading-preview">
              <RichHtml html={SAMPLE} style={{ fontSize: size }} />
            </div>
          </Card>
        </div>
      </Stack>
    </Card>
  );
}

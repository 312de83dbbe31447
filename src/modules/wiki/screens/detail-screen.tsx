import type { KnowledgeDetail } from '@contract/knowledge';
import { Button, Card, Grid, Group, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { CommentSection } from '@/shared/knowledge/comment-section';
import { DetailActions } from '@/shared/knowledge/detail-actions';
import { DetailFields } from '@/shared/knowledge/detail-fields';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { VersionHistory } from '@/shared/knowledge/version-history';
import { prepareRichHtml, RichHtml } from '@/shared/ui/rich-html';
import { Watermark } from '@/shared/ui/watermark';
import { WIKI_SCOPE } from '../api/wiki-scope';
import { DetailGate } from '../components/detail-gate';
import { DetailHeader } from '../components/detail-header';
import { DetailRelated } from '../components/detail-related';
import { DetailToc } from '../components/detail-toc';
import classes from './detail-screen.module.css';

export interface DetailScreenProps {
  id: number;
  version?: number;
  /** The reader's name, for the watermark. */
  nickname: string;
  onEdit: (id: number) => void;
  onRemoved: () => void;
  onBack: () => void;
}

function DetailBody({
  detail,
  nickname,
  onEdit,
  onRemoved,
}: Omit<DetailScreenProps, 'id' | 'version' | 'onBack'> & { detail: KnowledgeDetail }) {
  const switches = useFeatureSwitches();
  const [now] = useState(() => new Date());
  const [historyOpen, setHistoryOpen] = useState(false);
  const body = useMemo(() => prepareRichHtml(detail.content), [detail.content]);
  const search = { id: detail.id, version: detail.version === detail.publishedVersion ? undefined : detail.version };
  return (
    <div className={classes.page}>
      {switches.watermark ? <Watermark text={nickname} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg">
            <Card withBorder radius="md" p="xl">
              <DetailHeader
                detail={detail}
                now={now}
                actions={
                  <DetailActions scope={WIKI_SCOPE} detail={detail} onEdit={() => onEdit(detail.id)} onRemoved={onRemoved} />
                }
              />
              <Group gap="xs" mt="md" className={classes.views}>
                <Button
                  renderRoot={(props) => <Link {...props} to="/detail/table" search={search} />}
                  size="xs"
                  variant="subtle"
                  leftSection={<DetailIcon name="table" size={16} />}
                >
                  表格视图
                </Button>
                <Button
                  renderRoot={(props) => <Link {...props} to="/fullArticleRead" search={search} />}
                  size="xs"
                  variant="subtle"
                  leftSection={<DetailIcon name="book" size={16} />}
                >
                  全文阅读
                </Button>
                <Button
                  renderRoot={(props) => <Link {...props} to="/printPreview" search={search} />}
                  size="xs"
                  variant="subtle"
                  leftSection={<DetailIcon name="print" size={16} />}
                >
                  打印预览
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<DetailIcon name="clock" size={16} />}
                  onClick={() => setHistoryOpen(true)}
                >
                  版本历史
                </Button>
              </Group>
              <VersionHistory
                scope={WIKI_SCOPE}
                entryId={detail.id}
                opened={historyOpen}
                onClose={() => setHistoryOpen(false)}
                canRollback={detail.abilities.canRollback}
              />
            </Card>
            <Card withBorder radius="md" p="xl">
              <RichHtml html={body} />
              {detail.fields.length > 0 ? (
                <div className={classes.fields}>
                  <DetailFields scope={WIKI_SCOPE} fields={detail.fields} />
                </div>
              ) : null}
            </Card>
            <Card withBorder radius="md" p="xl">
              <DetailRelated id={detail.id} now={now} />
            </Card>
            <Card withBorder radius="md" p="xl">
              <CommentSection
                scope={WIKI_SCOPE}
                knowledgeId={detail.id}
                count={detail.commentCount}
                enabled={switches.comment}
                now={now}
              />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          {body.headings.length > 0 ? (
            <Card withBorder radius="md" p="md" className={classes.side}>
              <DetailToc headings={body.headings} />
            </Card>
          ) : null}
        </Grid.Col>
      </Grid>
    </div>
  );
}

/** `/detail`: an entry with its table of contents, actions, related entries and comments. */
export function DetailScreen({ id, version, onBack, ...rest }: DetailScreenProps) {
  return (
    <DetailGate id={id} version={version} onBack={onBack}>
      {(detail) => <DetailBody detail={detail} {...rest} />}
    </DetailGate>
  );
}

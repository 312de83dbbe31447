import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { ActionIcon, Button, Group, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useFeatureSwitches } from '@/shared/config/use-feature-switches';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { ItemGate } from '@/shared/knowledge/item-gate';
import { formatDate } from '@/shared/lib/datetime';
import { usePageTitle } from '@/shared/lib/page-title';
import { RichHtml } from '@/shared/ui/rich-html';
import { Watermark } from '@/shared/ui/watermark';
import { detailQueries } from '../api/detail-queries';
import { useReadFontSize } from '../lib/read-font-size';
import classes from './full-read-screen.module.css';

function FullRead({ detail, nickname }: { detail: KnowledgeDetail; nickname: string }) {
  usePageTitle(detail.title);
  const font = useReadFontSize();
  const switches = useFeatureSwitches();
  const back = { id: detail.id, version: detail.version === detail.publishedVersion ? undefined : detail.version };
  return (
    <div className={classes.page}>
      <Group className={classes.toolbar} justify="space-between" wrap="nowrap">
        <Button
          renderRoot={(props) => <Link {...props} to="/detail" search={back} />}
          variant="subtle"
          leftSection={<DetailIcon name="back" size={16} />}
        >
          退出阅读
        </Button>
        <Group gap={6} wrap="nowrap" role="group" aria-label="字号">
          <ActionIcon variant="default" size="lg" onClick={font.smaller} disabled={!font.canShrink} aria-label="减小字号">
            A−
          </ActionIcon>
          <Text fz="sm" w={48} ta="center" aria-live="polite" data-testid="read-font-size">
            {font.size}px
          </Text>
          <ActionIcon variant="default" size="lg" onClick={font.larger} disabled={!font.canGrow} aria-label="增大字号">
            A+
          </ActionIcon>
        </Group>
      </Group>
      <article className={classes.paper} aria-label={detail.title}>
        {switches.watermark ? <Watermark text={nickname} /> : null}
        <Title order={1} className={classes.title}>
          {detail.title}
        </Title>
        <Text c="dimmed" fz="sm" mb="xl">
          {detail.author.nickname}
          {detail.group ? ` · ${detail.group.name}` : ''} · {formatDate(detail.publishedAt ?? detail.updatedAt)} · 第
          {detail.version}版
        </Text>
        <RichHtml html={detail.content} className={classes.body} style={{ fontSize: font.size }} />
      </article>
    </div>
  );
}

/** `/fullArticleRead`: the body alone in a narrow column, with a font size the reader sets. */
export function FullReadScreen({
  id,
  version,
  nickname,
  onBack,
}: {
  id: number;
  version?: number;
  nickname: string;
  onBack: () => void;
}) {
  return (
    <ItemGate id={id} query={detailQueries.detail({ id, version })} noun="词条" onBack={onBack}>
      {(detail) => <FullRead detail={detail} nickname={nickname} />}
    </ItemGate>
  );
}

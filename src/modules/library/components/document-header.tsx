import { STATUS_NAMES } from '@contract/knowledge/knowledge';
import type { documentDetail } from '@contract/library/library';
import { DOMAIN_IDS } from '@contract/platform/domains';
import { Alert, Anchor, Badge, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useCan } from '@/shared/hooks/use-can';
import { KnowledgeFacts, ViewCount } from '@/shared/knowledge/knowledge-facts';
import { KnowledgeHeader, KnowledgeLabels, KnowledgeSummary } from '@/shared/knowledge/knowledge-header';
import { formatBytes } from '@/shared/lib/format';
import { hashLink } from '@/shared/lib/links';
import { KIND_NAMES, pagesText } from '../lib/document-facts';

export type DocumentDetail = z.infer<typeof documentDetail>;

interface DocumentHeaderProps {
  detail: DocumentDetail;
  now: Date;
  /** Buttons on the right of the title (download, like, favourite …). */
  actions?: ReactNode;
  /** The chronicle banner above already names region and year. */
  inChronicle?: boolean;
}

/** Title, state, the file's facts, labels, the question it answers and its chronicle data. */
export function DocumentHeader({ detail, now, actions, inChronicle }: DocumentHeaderProps) {
  // Writing is a key an administrator grants (visitors lack it by default); without it the way in is hidden.
  const canCreate = useCan('write');
  const pages = pagesText(detail.kind, detail.pages);
  return (
    <KnowledgeHeader
      detail={detail}
      actions={actions}
      noticeExtra={
        detail.working && detail.working.version !== detail.version ? (
          <Anchor
            href={hashLink('/detail', { id: detail.id, version: detail.working.version, domainId: DOMAIN_IDS.library })}
            fz="sm"
            ml="sm"
          >
            查看第{detail.working.version}版
          </Anchor>
        ) : null
      }
      badges={
        <Group gap="lg" fz="sm" c="dimmed" wrap="wrap" aria-label="文件信息">
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {KIND_NAMES[detail.kind]}
          </Badge>
          <span title={detail.fileName} style={{ overflowWrap: 'anywhere' }}>
            {detail.fileName}
          </span>
          <span>{formatBytes(detail.size)}</span>
          {pages ? <span>{pages}</span> : null}
        </Group>
      }
      meta={
        <>
          <KnowledgeFacts detail={detail} now={now} authorLabel="上传者" />
          <ViewCount verb="阅读" count={detail.views} />
          <span>下载 {detail.downloadCount}</span>
        </>
      }
    >
      {detail.question ? (
        <Text fz="sm" aria-label="解答的问题">
          解答问题：「{detail.question}」
          {canCreate ? (
            <Anchor href={hashLink(`/library/create/${encodeURIComponent(detail.question)}`)} fz="sm" ml="sm">
              我也来上传解答
            </Anchor>
          ) : null}
        </Text>
      ) : null}
      {detail.isChronicle && !inChronicle ? (
        <Text fz="sm" aria-label="地方志信息">
          地方志：{detail.region ?? '未填地区'} · {detail.year ? `${detail.year}年` : '未填年份'}
          <Anchor href={hashLink('/library/dfz', { region: detail.region ?? undefined })} fz="sm" ml="sm">
            查看同地区地方志
          </Anchor>
        </Text>
      ) : null}
      <KnowledgeLabels labels={detail.labels} />
      <KnowledgeSummary summary={detail.summary} />
      {detail.textStatus === 'failed' ? (
        <Alert color="orange" variant="light" title="提取文本失败" role="status">
          文件已保存，可以预览和下载，但其中的文字未能提取，暂时无法按内容搜索或查看文本。
          {detail.textError ? `（${detail.textError}）` : ''}
        </Alert>
      ) : null}
    </KnowledgeHeader>
  );
}

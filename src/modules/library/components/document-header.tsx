import { STATUS_NAMES } from '@contract/knowledge';
import { DOMAIN_IDS } from '@contract/domains';
import type { documentDetail } from '@contract/library';
import { Alert, Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useCan } from '@/shared/hooks/use-can';
import { DetailIcon } from '@/shared/knowledge/detail-icon';
import { DETAIL_STATUS_COLORS, When, workingNotice } from '@/shared/knowledge/detail-state';
import { hashLink } from '@/shared/lib/links';
import { KIND_NAMES, pagesText } from '../lib/document-facts';
import { formatSize } from '../upload/lib/format-size';

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
  const notice = detail.working ? workingNotice(detail.working) : null;
  const pages = pagesText(detail.kind, detail.pages);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="sm" align="center" style={{ flex: '1 1 360px', minWidth: 0 }}>
          <Title order={1} fz={26} fw={600} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {detail.title}
          </Title>
          {detail.versionStatus !== 'published' ? (
            <Badge variant="light" color={DETAIL_STATUS_COLORS[detail.versionStatus]} size="lg" radius="sm">
              {STATUS_NAMES[detail.versionStatus]}
            </Badge>
          ) : null}
        </Group>
        {actions}
      </Group>
      {notice && detail.working ? (
        <Alert color={notice.color} variant="light" py="xs" role="status">
          {notice.text}
          {detail.working.version !== detail.version ? (
            <Anchor
              href={hashLink('/detail', { id: detail.id, version: detail.working.version, domainId: DOMAIN_IDS.library })}
              fz="sm"
              ml="sm"
            >
              查看第{detail.working.version}版
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap" aria-label="文件信息">
        <Badge variant="outline" color="gray" radius="sm" tt="none">
          {KIND_NAMES[detail.kind]}
        </Badge>
        <span title={detail.fileName} style={{ overflowWrap: 'anywhere' }}>
          {detail.fileName}
        </span>
        <span>{formatSize(detail.size)}</span>
        {pages ? <span>{pages}</span> : null}
      </Group>
      <Group gap="lg" fz="sm" c="dimmed" wrap="wrap">
        <span>上传者 {detail.author.nickname}</span>
        {detail.group ? <span>所属组织 {detail.group.name}</span> : null}
        <When label="发布于" at={detail.publishedAt ?? detail.createdAt} now={now} />
        <When label="更新于" at={detail.updatedAt} now={now} />
        <span>第{detail.version}版</span>
        <Group gap={4} component="span" title="阅读次数">
          <DetailIcon name="eye" size={16} />
          阅读 {detail.views}
        </Group>
        <span>下载 {detail.downloadCount}</span>
      </Group>
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
      {detail.labels.length > 0 ? (
        <Group gap={6} aria-label="标签">
          {detail.labels.map((l) => (
            <Badge key={l.id} variant="light" radius="xl" tt="none" fw={500} size="md">
              {l.name}
            </Badge>
          ))}
        </Group>
      ) : null}
      {detail.summary ? (
        <Text c="dimmed" fz="sm" bg="var(--mantine-color-gray-0)" p="sm" style={{ borderRadius: 6 }}>
          摘要：{detail.summary}
        </Text>
      ) : null}
      {detail.textStatus === 'failed' ? (
        <Alert color="orange" variant="light" title="提取文本失败" role="status">
          文件已保存，可以预览和下载，但其中的文字未能提取，暂时无法按内容搜索或查看文本。
          {detail.textError ? `（${detail.textError}）` : ''}
        </Alert>
      ) : null}
    </Stack>
  );
}

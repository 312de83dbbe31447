import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { Group } from '@mantine/core';
import { DetailIcon } from './detail-icon';
import { When } from './detail-state';

type FactsDetail = Pick<KnowledgeDetail, 'author' | 'group' | 'publishedAt' | 'createdAt' | 'updatedAt' | 'version'>;

interface KnowledgeFactsProps {
  detail: FactsDetail;
  now: Date;
  /** What the author is called here: '作者', '上传者'. */
  authorLabel: string;
  /** Also the last change and the version number (not for videos, which show their length instead). */
  revisions?: boolean;
}

/** The first facts of every detail page: who wrote it, for which group, when. */
export function KnowledgeFacts({ detail, now, authorLabel, revisions = true }: KnowledgeFactsProps) {
  return (
    <>
      <span>
        {authorLabel} {detail.author.nickname}
      </span>
      {detail.group ? <span>所属组织 {detail.group.name}</span> : null}
      {/* An item never published has no publication time to show: it was created then (issue 28). */}
      {detail.publishedAt ? (
        <When label="发布于" at={detail.publishedAt} now={now} />
      ) : (
        <When label="创建于" at={detail.createdAt} now={now} />
      )}
      {revisions ? (
        <>
          <When label="更新于" at={detail.updatedAt} now={now} />
          <span>第{detail.version}版</span>
        </>
      ) : null}
    </>
  );
}

/** Times read (or played), with the eye icon. */
export function ViewCount({ verb, count }: { verb: '阅读' | '播放'; count: number }) {
  return (
    <Group gap={4} component="span" title={`${verb}次数`}>
      <DetailIcon name="eye" size={16} />
      {verb} {count}
    </Group>
  );
}

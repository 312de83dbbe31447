import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { formatDateTime, relativeTime } from '@/shared/lib/datetime';

/** Badge colour of the shown version's state on a detail page (entries, documents, videos). */
export const DETAIL_STATUS_COLORS: Record<KnowledgeDetail['versionStatus'], string> = {
  draft: 'gray',
  pending: 'orange',
  published: 'teal',
  rejected: 'red',
  superseded: 'gray',
};

/** What the author (or an approver) is told about the newest unpublished version. */
export function workingNotice(working: NonNullable<KnowledgeDetail['working']>): { color: string; text: string } {
  if (working.status === 'pending') return { color: 'orange', text: `第${working.version}版正在审核` };
  if (working.status === 'rejected') {
    return { color: 'red', text: `第${working.version}版已驳回：${working.decisionComment || '未填写理由'}` };
  }
  return { color: 'gray', text: `第${working.version}版为草稿，尚未提交审核` };
}

/** 「更新于 3天前」 with the exact time on hover. */
export function When({ label, at, now }: { label: string; at: string; now: Date }) {
  return (
    <span>
      {label}{' '}
      <time dateTime={at} title={formatDateTime(at)}>
        {relativeTime(at, now)}
      </time>
    </span>
  );
}

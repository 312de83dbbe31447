import { QUESTION_MAX } from '@contract/library/library';
import { REGION_MAX, YEAR_MAX, YEAR_MIN } from '@contract/library/library-terms';
import type { BatchFields } from './upload-queue';

/** What the batch form holds while being filled (the year as typed). */
export interface BatchDraft {
  labelIds: number[];
  groupId: number | null;
  isChronicle: boolean;
  region: string;
  year: number | '';
}

export const EMPTY_BATCH: BatchDraft = { labelIds: [], groupId: null, isChronicle: false, region: '', year: '' };

/** Why files cannot be added with these settings (the server would refuse each of them), or null. */
export function batchBlocker(d: BatchDraft, question: string | null): string | null {
  if (question !== null && question.length > QUESTION_MAX) return `问题最多${QUESTION_MAX}个字，无法关联上传`;
  if (!d.isChronicle) return null;
  if (d.region.trim() === '' || d.year === '') return '地方志须先填写地区和年份，再添加文件';
  if (d.region.trim().length > REGION_MAX) return `地区最多${REGION_MAX}个字`;
  if (!Number.isInteger(d.year) || d.year < YEAR_MIN || d.year > YEAR_MAX) return `年份须在${YEAR_MIN}–${YEAR_MAX}之间`;
  return null;
}

/** The fields every file added now is uploaded with. */
export function batchFields(d: BatchDraft, question: string | null): BatchFields {
  return {
    labelIds: d.labelIds,
    groupId: d.groupId,
    question: question?.trim() || null,
    chronicle: d.isChronicle && d.year !== '' ? { region: d.region.trim(), year: d.year } : null,
  };
}

import type { KnowledgeStatus, VISIBILITY_SCOPES } from '@contract/knowledge';
import { TITLE_MAX } from '@contract/knowledge';
import type { DocumentDetail, DocumentFactsInput, DocumentSaveInput } from '../api/document-edit';

/** The editable information of an uploaded document as the form holds it. */
export interface DocumentForm {
  title: string;
  summary: string;
  labelIds: number[];
  groupId: number | null;
  /** Custom field values by field id (string keys). */
  fields: Record<string, string>;
  visibility: {
    scope: (typeof VISIBILITY_SCOPES)[number];
    groupIds: number[];
    users: { id: number; nickname: string }[];
  };
  question: string;
  isChronicle: boolean;
  region: string;
  year: number | '';
}

/** What the next save must name: the newest version and, for an editable draft, its revision. */
export interface DocumentBase {
  baseVersion: number;
  baseRevision: number | undefined;
  status: KnowledgeStatus;
}

export function formOf(d: DocumentDetail): DocumentForm {
  return {
    title: d.title,
    summary: d.summary,
    labelIds: d.labels.map((l) => l.id),
    groupId: d.group?.id ?? null,
    fields: Object.fromEntries(d.fields.map((f) => [String(f.fieldId), f.value])),
    visibility: { scope: d.visibility.scope, groupIds: d.visibility.groups.map((g) => g.id), users: d.visibility.users },
    question: d.question ?? '',
    isChronicle: d.isChronicle,
    region: d.region ?? '',
    year: d.year ?? '',
  };
}

export function baseOf(d: DocumentDetail): DocumentBase {
  const editable = d.working && (d.working.status === 'draft' || d.working.status === 'rejected');
  return {
    baseVersion: d.latestVersion,
    baseRevision: editable ? d.working?.revision : undefined,
    status: d.working?.status ?? d.status,
  };
}

/** Required custom fields left empty (the server refuses submission without them). */
export function missingRequired(form: DocumentForm, fields: readonly { id: number; required: boolean }[]): number[] {
  return fields.filter((f) => f.required && !form.fields[String(f.id)]?.trim()).map((f) => f.id);
}

/** Why the form cannot be saved as it is, or null. */
export function formBlocker(form: DocumentForm): string | null {
  if (form.title.trim() === '') return '请填写标题';
  if (form.title.trim().length > TITLE_MAX) return `标题最多${TITLE_MAX}个字`;
  if (form.visibility.scope === 'groups' && form.visibility.groupIds.length === 0) return '请至少选择一个可见组织';
  if (form.visibility.scope === 'users' && form.visibility.users.length === 0) return '请至少选择一位可见人员';
  if (form.isChronicle && (form.region.trim() === '' || form.year === '')) return '地方志须填写地区和年份';
  return null;
}

/** `library.save` of the form on top of the loaded version (description and cover kept as they are). */
export function toSaveInput(id: number, form: DocumentForm, base: DocumentBase, d: DocumentDetail): DocumentSaveInput {
  return {
    id,
    baseVersion: base.baseVersion,
    baseRevision: base.baseRevision,
    title: form.title.trim(),
    content: d.content,
    summary: form.summary.trim(),
    labelIds: form.labelIds,
    groupId: form.groupId,
    fields: Object.entries(form.fields)
      .filter(([, v]) => v.trim() !== '')
      .map(([fieldId, v]) => ({ fieldId: Number(fieldId), value: v.trim() })),
    visibility: {
      scope: form.visibility.scope,
      groupIds: form.visibility.scope === 'groups' ? form.visibility.groupIds : [],
      userIds: form.visibility.scope === 'users' ? form.visibility.users.map((u) => u.id) : [],
    },
    coverFileId: d.coverFileId,
  };
}

/** The item-level facts as last saved: what a change is measured against. */
export interface DocumentFacts {
  question: string | null;
  isChronicle: boolean;
  region: string | null;
  year: number | null;
}

export const factsOf = (d: DocumentFacts): DocumentFacts => ({
  question: d.question,
  isChronicle: d.isChronicle,
  region: d.isChronicle ? d.region : null,
  year: d.isChronicle ? d.year : null,
});

/** `library.meta` when the question or the chronicle data changed, else null (they are not versioned). */
export function factsChange(id: number, form: DocumentForm, saved: DocumentFacts): DocumentFactsInput | null {
  const next: DocumentFacts = {
    question: form.question.trim() || null,
    isChronicle: form.isChronicle,
    region: form.isChronicle ? form.region.trim() || null : null,
    year: form.isChronicle && form.year !== '' ? form.year : null,
  };
  const same = (Object.keys(next) as (keyof DocumentFacts)[]).every((k) => next[k] === saved[k]);
  return same ? null : { id, ...next };
}

import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import {
  type KnowledgeMeta,
  knowledgeBaseOf,
  knowledgeMetaOf,
  knowledgeSaveInput,
  knowledgeSaveProblem,
} from '@/shared/knowledge/lib/save-input';
import type { DocumentDetail, DocumentFactsInput, DocumentSaveInput } from '../api/document-edit';

/** The editable information of an uploaded document as the form holds it. */
export interface DocumentForm extends KnowledgeMeta {
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
    ...knowledgeMetaOf(d),
    question: d.question ?? '',
    isChronicle: d.isChronicle,
    region: d.region ?? '',
    year: d.year ?? '',
  };
}

export const baseOf = (d: DocumentDetail): DocumentBase => knowledgeBaseOf(d);

/** Required custom fields left empty (the server refuses submission without them). */
export function missingRequired(form: DocumentForm, fields: readonly { id: number; required: boolean }[]): number[] {
  return fields.filter((f) => f.required && !form.fields[String(f.id)]?.trim()).map((f) => f.id);
}

/** Why the form cannot be saved as it is, or null. */
export function formBlocker(form: DocumentForm): string | null {
  const problem = knowledgeSaveProblem(form, '请填写标题');
  if (problem) return problem;
  if (form.isChronicle && (form.region.trim() === '' || form.year === '')) return '地方志须填写地区和年份';
  return null;
}

/** `library.save` of the form on top of the loaded version (description and cover kept as they are). */
export function toSaveInput(id: number, form: DocumentForm, base: DocumentBase, d: DocumentDetail): DocumentSaveInput {
  const input = knowledgeSaveInput(form, { id, ...base }, { content: d.content, coverFileId: d.coverFileId });
  return { ...input, id, baseVersion: base.baseVersion };
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

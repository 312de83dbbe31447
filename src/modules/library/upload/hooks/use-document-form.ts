import type { KnowledgeStatus } from '@contract/knowledge/knowledge';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { referenceQueries } from '@/shared/knowledge/api/reference-queries';
import { isApiError } from '@/shared/lib/api-error';
import { toastSuccess } from '@/shared/lib/toast';
import { LIBRARY_SCOPE } from '../../api/library-scope';
import { type DocumentDetail, documentEditMutations } from '../api/document-edit';
import {
  baseOf,
  type DocumentForm,
  factsChange,
  factsOf,
  formBlocker,
  formOf,
  missingRequired,
  toSaveInput,
} from '../lib/document-form';

const messageOf = (e: unknown) => (isApiError(e) ? e.message : '保存失败，请稍后重试');

/**
 * The information form of one uploaded document: its values, where it
 * stands on the server, and save / submit / withdraw. Refusals (the server's
 * Chinese message) are kept in `error` and shown in the form.
 */
export function useDocumentForm(detail: DocumentDetail, onStatus: (id: number, status: KnowledgeStatus) => void) {
  const id = detail.id;
  const [form, setForm] = useState<DocumentForm>(() => formOf(detail));
  const [base, setBase] = useState(() => baseOf(detail));
  const facts = useRef(factsOf(detail));
  const [missing, setMissing] = useState<number[]>([]);
  const [error, setError] = useState<string | null>(null);
  const fields = useQuery(referenceQueries.fields(LIBRARY_SCOPE));
  const save = useMutation(documentEditMutations.save());
  const saveFacts = useMutation(documentEditMutations.facts());
  const submit = useMutation(documentEditMutations.submit());
  const withdraw = useMutation(documentEditMutations.withdraw());

  const update = (patch: Partial<DocumentForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (patch.fields) setMissing([]);
    setError(null);
  };

  /** Saves the version (and the facts when they changed); false when refused. */
  const persist = async (): Promise<boolean> => {
    const blocker = formBlocker(form);
    if (blocker) {
      setError(blocker);
      return false;
    }
    try {
      const r = await save.mutateAsync(toSaveInput(id, form, base, detail));
      setBase({ baseVersion: r.version, baseRevision: r.revision, status: r.status });
      const change = detail.canEditMeta ? factsChange(id, form, facts.current) : null;
      if (change) facts.current = factsOf(await saveFacts.mutateAsync(change));
      onStatus(id, r.status);
      return true;
    } catch (e) {
      setError(messageOf(e));
      return false;
    }
  };

  const saveDraft = async () => {
    if (await persist()) toastSuccess('已保存');
  };

  const submitForReview = async () => {
    const required = missingRequired(form, fields.data ?? []);
    if (required.length) {
      setMissing(required);
      const names = (fields.data ?? []).filter((f) => required.includes(f.id)).map((f) => f.name);
      setError(`提交前请填写必填字段：${names.join('、')}`);
      return;
    }
    if (!(await persist())) return;
    try {
      const r = await submit.mutateAsync(id);
      setBase((b) => ({ ...b, status: r.status }));
      onStatus(id, r.status);
    } catch (e) {
      setError(messageOf(e));
    }
  };

  const withdrawReview = () =>
    withdraw.mutate(id, {
      onSuccess: (r) => {
        setBase((b) => ({ ...b, status: r.status }));
        onStatus(id, r.status);
      },
    });

  return {
    form,
    update,
    base,
    missing,
    error,
    busy: { saving: save.isPending || saveFacts.isPending, submitting: submit.isPending, withdrawing: withdraw.isPending },
    saveDraft,
    submitForReview,
    withdrawReview,
  };
}

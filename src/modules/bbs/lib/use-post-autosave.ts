import type { postSave } from '@contract/bbs/bbs-posts';
import type { OutputOf } from '@contract/platform/endpoint';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { AutosaveStatus } from '@/shared/editor/autosave-status';
import { isApiError } from '@/shared/lib/api-error';
import { postMutations } from '../api/post-mutations';
import { draftBlocker, type PostBase, type PostSnapshot, toSaveInput } from './post-form';

export type PostSaveResult = OutputOf<typeof postSave>;

const CONFLICT = 409;

interface Options {
  initialBase: PostBase;
  snapshot: () => PostSnapshot;
  /** After a draft save (the screen puts a new draft's id into the URL). */
  onDraftSaved: (r: PostSaveResult) => void;
  delayMs?: number;
}

/** Drafts are autosaved; a published post changes only when the author saves it again. */
export const autosaves = (base: PostBase) => base.state === 'new' || base.state === 'draft';

/**
 * The autosave of the ask form: a draft save (`draft: true`, naming the draft
 * revision it builds on) a quiet while after the last change, one save at a
 * time; a stale revision (409, the draft changed in another tab) stops it.
 * `publish` waits for a save in flight and sends the post itself.
 */
export function usePostAutosave({ initialBase, snapshot, onDraftSaved, delayMs = 3000 }: Options) {
  const { mutateAsync } = useMutation(postMutations.save());
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const [base, setBaseState] = useState<PostBase>(initialBase);
  const baseRef = useRef(initialBase);
  const latest = useRef({ snapshot, onDraftSaved, mutateAsync });
  latest.current = { snapshot, onDraftSaved, mutateAsync };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<Promise<unknown> | null>(null);
  const savedJson = useRef<string | null>(null);
  const stopped = useRef(false);

  const setBase = (b: PostBase) => {
    baseRef.current = b;
    setBaseState(b);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const saveDraft = async () => {
    const snap = latest.current.snapshot();
    const json = JSON.stringify(snap);
    if (json === savedJson.current || stopped.current) return;
    const blocked = draftBlocker(snap);
    if (blocked) {
      setStatus({ kind: 'blocked', reason: blocked });
      return;
    }
    setStatus({ kind: 'saving' });
    try {
      const r = await latest.current.mutateAsync(toSaveInput(snap, baseRef.current, true));
      savedJson.current = json;
      // The server checks both on every later save of the post: the version it edits and the draft revision.
      setBase({ id: r.id, baseVersion: r.version, baseRevision: r.revision, state: 'draft' });
      const upToDate = JSON.stringify(latest.current.snapshot()) === json;
      setStatus(upToDate ? { kind: 'saved', at: new Date() } : { kind: 'dirty' });
      latest.current.onDraftSaved(r);
      if (!upToDate) schedule();
    } catch (e) {
      if (isApiError(e) && e.code === CONFLICT) {
        stopped.current = true;
        setStatus({ kind: 'conflict', message: e.message });
      } else {
        setStatus({ kind: 'failed', message: isApiError(e) ? e.message : '保存失败' });
      }
    }
  };

  const run = async () => {
    clearTimeout(timer.current);
    while (inFlight.current) await inFlight.current;
    const p = saveDraft();
    inFlight.current = p;
    try {
      await p;
    } finally {
      inFlight.current = null;
    }
  };

  function schedule() {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(), delayMs);
  }

  return {
    status,
    base,
    /** The text as loaded counts as saved. */
    markClean: () => {
      savedJson.current = JSON.stringify(latest.current.snapshot());
    },
    /** Call on every change of the form. */
    changed: () => {
      if (!autosaves(baseRef.current) || stopped.current || savedJson.current === null) return;
      if (!inFlight.current) setStatus({ kind: 'dirty' });
      schedule();
    },
    /** Publishes (or saves the published post): after any draft save in flight, with the newest base. */
    publish: async (): Promise<PostSaveResult> => {
      clearTimeout(timer.current);
      while (inFlight.current) await inFlight.current;
      const r = await latest.current.mutateAsync(toSaveInput(latest.current.snapshot(), baseRef.current, false));
      stopped.current = true;
      savedJson.current = JSON.stringify(latest.current.snapshot());
      return r;
    },
  };
}

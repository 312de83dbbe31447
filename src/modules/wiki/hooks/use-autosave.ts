import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { editorMutations } from '../api/editor-mutations';
import type { DraftBase, DraftSnapshot } from '../lib/draft-form';
import { type AutosaveStatus, type Conflict, DraftSaver, type SaveResult } from '../lib/draft-saver';

interface Options {
  initialBase: DraftBase;
  snapshot: () => DraftSnapshot;
  onSaved?: (r: SaveResult) => void;
  delayMs?: number;
}

/** The {@link DraftSaver} of an editor, with its status, base and conflict as React state. */
export function useAutosave({ initialBase, snapshot, onSaved, delayMs }: Options) {
  const { mutateAsync } = useMutation(editorMutations.save());
  const [status, setStatus] = useState<AutosaveStatus>({ kind: 'clean' });
  const [base, setBase] = useState<DraftBase>(initialBase);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const hooks = useRef({ snapshot, onSaved, mutateAsync });
  hooks.current = { snapshot, onSaved, mutateAsync };
  const [saver] = useState(
    () =>
      new DraftSaver(
        initialBase,
        () => ({
          save: hooks.current.mutateAsync,
          snapshot: hooks.current.snapshot,
          onSaved: (r) => hooks.current.onSaved?.(r),
          onStatus: setStatus,
          onBase: setBase,
          onConflict: setConflict,
        }),
        delayMs,
      ),
  );
  useEffect(() => {
    saver.activate();
    return () => saver.dispose();
  }, [saver]);
  return { saver, status, base, conflict };
}

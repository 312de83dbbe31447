import type { KnowledgeDetail } from '@contract/knowledge/knowledge';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toastError } from '@/shared/lib/toast';
import { editorQueries } from '../api/editor-queries';
import { baseOf, type DraftSnapshot } from '../lib/draft-form';
import type { Conflict, DraftSaver } from '../lib/draft-saver';
import { clearKept, type KeptText, readKept, writeKept } from '../lib/local-backup';

interface Options {
  saver: DraftSaver;
  conflict: Conflict | null;
  entryId: number | undefined;
  snapshot: () => DraftSnapshot;
  /** Puts a loaded version into the editor (fields and body). */
  load: (d: KnowledgeDetail) => void;
}

/**
 * What the editor does with a stale-save conflict: the dialog (showing the
 * user's text of the moment it opened), loading the newest version, and the
 * user's own text kept beside the editor until they have merged it.
 */
export function useConflictMerge({ saver, conflict, entryId, snapshot, load }: Options) {
  const queryClient = useQueryClient();
  const [view, setView] = useState<{ of: Conflict; snapshot: DraftSnapshot | null } | null>(null);
  const [kept, setKept] = useState<KeptText | null>(() => readKept(entryId));
  const [reloading, setReloading] = useState(false);
  // A new conflict opens the dialog once.
  if (conflict && view?.of !== conflict) setView({ of: conflict, snapshot: conflict.snapshot });

  const reloadNewest = async () => {
    if (entryId === undefined) return;
    setReloading(true);
    try {
      const d = await queryClient.fetchQuery(editorQueries.source(entryId));
      // What the user has now (they may have gone on writing after the refusal) is kept for merging.
      const mine: KeptText = { snapshot: snapshot(), message: conflict?.message ?? '', keptAt: new Date().toISOString() };
      writeKept(entryId, mine);
      setKept(mine);
      load(d);
      saver.resolveConflict(baseOf(d));
    } catch {
      toastError('最新版本加载失败，请稍后重试');
    } finally {
      setReloading(false);
    }
  };

  return {
    dialog: conflict && view ? { message: conflict.message, snapshot: view.snapshot } : null,
    reloading,
    kept: conflict ? null : kept,
    openDialog: () => conflict && setView({ of: conflict, snapshot: snapshot() }),
    closeDialog: () => conflict && setView({ of: conflict, snapshot: null }),
    reloadNewest: () => void reloadNewest(),
    dismissKept: () => {
      clearKept(entryId);
      setKept(null);
    },
  };
}

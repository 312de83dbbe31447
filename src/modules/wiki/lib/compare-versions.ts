/** One version of an entry's history as the compare view needs it. */
interface HistoryVersion {
  version: number;
  status: 'draft' | 'pending' | 'published' | 'rejected' | 'superseded';
}

/** A version that was the entry's published text at some time (the current one or an earlier one). */
const wasPublished = (v: HistoryVersion) => v.status === 'published' || v.status === 'superseded';

/**
 * The two versions "对比同一词条的版本" puts side by side, from the history
 * the caller may see: the newest version on the right, and on the left the
 * published version before it (for a draft over the published text, the
 * published text itself); when none was published before it, the version just
 * before it. Null when the entry has a single version.
 */
export function sameEntryVersions(history: readonly HistoryVersion[]): { left: number; right: number } | null {
  const newestFirst = [...history].sort((a, b) => b.version - a.version);
  const [latest, ...older] = newestFirst;
  if (!latest || older.length === 0) return null;
  const left = older.find(wasPublished) ?? older[0]!;
  return { left: left.version, right: latest.version };
}

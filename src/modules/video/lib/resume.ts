/** Closer than this to the end, a saved position starts the video over instead. */
export const RESTART_NEAR_END_SECONDS = 3;

/**
 * Where playback starts for a saved position: there, unless nothing was
 * saved or the video was watched to (nearly) its end, when it starts over.
 * Without a known duration the position is trusted as it is.
 */
export function resumeAt(position: number, duration: number | null | undefined): number {
  if (!Number.isFinite(position) || position <= 0) return 0;
  if (!duration || !Number.isFinite(duration)) return position;
  if (position >= duration - RESTART_NEAR_END_SECONDS) return 0;
  return position;
}

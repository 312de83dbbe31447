import { PROGRESS_INTERVAL_SECONDS, videoProgress } from '@contract/video/video';
import { type RefObject, useEffect, useRef } from 'react';
import { api } from '@/shared/lib/http';
import { WatchTracker } from '../lib/watch-tracker';

interface ReporterOptions {
  id: number;
  /** False until the saved position has been applied: reporting earlier would overwrite it with 0. */
  ready: boolean;
  /** Told the position of every report as it is sent (the screen keeps its cached detail in step). */
  onReport?: (position: number) => void;
}

/** A position change smaller than this is not worth a report of its own. */
const MIN_MOVE_SECONDS = 0.5;

/**
 * Reports the position and the watch time of a `<video>`: every
 * PROGRESS_INTERVAL_SECONDS while it plays, when it pauses or ends, and when
 * the reader leaves (the player unmounts, the tab is hidden or closed). The
 * last report uses fetch `keepalive` so it survives the page; sendBeacon
 * cannot send the Authorization header.
 */
export function useProgressReporter(video: RefObject<HTMLVideoElement | null>, { id, ready, onReport }: ReporterOptions) {
  const latest = useRef({ ready, onReport });
  latest.current = { ready, onReport };

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    const tracker = new WatchTracker();
    let lastSent: number | null = null;

    const report = (keepalive = false) => {
      if (!latest.current.ready) return;
      const position = el.currentTime;
      const watched = tracker.take();
      if (watched === 0 && lastSent !== null && Math.abs(position - lastSent) < MIN_MOVE_SECONDS) return;
      lastSent = position;
      latest.current.onReport?.(position);
      // A failed report gives its seconds to the next one; the position is sent again anyway.
      api(videoProgress, { id, position, watched }, { keepalive }).catch(() => tracker.credit(watched));
    };

    const onPlaying = () => tracker.start();
    // After a seek, or when no 'playing' event came, time moving on a playing video counts.
    const onMoving = () => {
      if (!el.paused && !el.seeking) tracker.start();
    };
    const onStall = () => tracker.stop();
    const onPause = () => {
      tracker.stop();
      report();
    };
    const onHidden = () => {
      if (document.visibilityState === 'hidden') report(true);
    };
    const onPageHide = () => report(true);
    const timer = window.setInterval(() => {
      if (tracker.playing) report();
    }, PROGRESS_INTERVAL_SECONDS * 1000);

    el.addEventListener('playing', onPlaying);
    el.addEventListener('waiting', onStall);
    el.addEventListener('seeking', onStall);
    el.addEventListener('seeked', onMoving);
    el.addEventListener('timeupdate', onMoving);
    el.addEventListener('pause', onPause);
    el.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.clearInterval(timer);
      el.removeEventListener('playing', onPlaying);
      el.removeEventListener('waiting', onStall);
      el.removeEventListener('seeking', onStall);
      el.removeEventListener('seeked', onMoving);
      el.removeEventListener('timeupdate', onMoving);
      el.removeEventListener('pause', onPause);
      el.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page: the last position, sent so that it outlives the page.
      report(true);
    };
  }, [video, id]);
}

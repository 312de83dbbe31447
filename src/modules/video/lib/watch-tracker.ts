/**
 * Counts seconds of actual playback between two progress reports. The
 * clock is injected so the counting can be tested without a real video.
 * Time paused, buffering or seeking does not count.
 */
export class WatchTracker {
  private startedAt: number | null = null;
  private pending = 0;

  constructor(private readonly now: () => number = () => performance.now()) {}

  get playing(): boolean {
    return this.startedAt !== null;
  }

  /** Playback started or resumed. */
  start(): void {
    if (this.startedAt === null) this.startedAt = this.now();
  }

  /** Playback stopped (pause, end, buffering, seeking). */
  stop(): void {
    if (this.startedAt === null) return;
    this.pending += (this.now() - this.startedAt) / 1000;
    this.startedAt = null;
  }

  /** The seconds watched since the last take, counting on from now if still playing. */
  take(): number {
    const playing = this.playing;
    this.stop();
    const watched = this.pending;
    this.pending = 0;
    if (playing) this.start();
    return Math.round(watched * 100) / 100;
  }

  /** Gives back seconds of a report that did not reach the server, so the next one carries them. */
  credit(seconds: number): void {
    this.pending += seconds;
  }
}

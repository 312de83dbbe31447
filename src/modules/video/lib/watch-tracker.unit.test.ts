import { WatchTracker } from './watch-tracker';

function clock() {
  let t = 0;
  return { now: () => t, advance: (seconds: number) => (t += seconds * 1000) };
}

describe('WatchTracker', () => {
  it('counts only the time spent playing', () => {
    const c = clock();
    const w = new WatchTracker(c.now);
    c.advance(5); // opened, not playing
    w.start();
    c.advance(4);
    w.stop(); // paused
    c.advance(30);
    w.start();
    c.advance(2.5);
    expect(w.take()).toBe(6.5);
  });

  it('keeps counting after a take while playing, and starts from zero', () => {
    const c = clock();
    const w = new WatchTracker(c.now);
    w.start();
    c.advance(10);
    expect(w.take()).toBe(10);
    expect(w.playing).toBe(true);
    c.advance(3);
    expect(w.take()).toBe(3);
    expect(w.take()).toBe(0);
  });

  it('carries seconds of a failed report into the next one', () => {
    const c = clock();
    const w = new WatchTracker(c.now);
    w.start();
    c.advance(10);
    const lost = w.take();
    w.credit(lost);
    c.advance(10);
    expect(w.take()).toBe(20);
  });

  it('ignores a second start and a stop while stopped', () => {
    const c = clock();
    const w = new WatchTracker(c.now);
    w.stop();
    w.start();
    c.advance(2);
    w.start();
    c.advance(2);
    expect(w.take()).toBe(4);
  });
});

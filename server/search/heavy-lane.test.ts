import { inHeavyLane, LANE_WAIT_MAX_MS } from './heavy-lane';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the heavy lane', () => {
  it('runs heavy work one at a time, in the order it came', async () => {
    const events: string[] = [];
    let running = 0;
    let most = 0;
    const job = (name: string, ms: number) =>
      inHeavyLane(async () => {
        running++;
        most = Math.max(most, running);
        events.push(`start ${name}`);
        await tick(ms);
        events.push(`end ${name}`);
        running--;
        return name;
      });
    expect(await Promise.all([job('a', 20), job('b', 5), job('c', 1)])).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the next one run after a failure, and passes the failure to its caller', async () => {
    const failed = inHeavyLane(async () => {
      throw new Error('boom');
    });
    const next = inHeavyLane(async () => 'ok');
    await expect(failed).rejects.toThrow('boom');
    expect(await next).toBe('ok');
  });

  it('does not let a stuck heavy search hold the next one up for longer than the limit', async () => {
    vi.useFakeTimers();
    try {
      void inHeavyLane(() => new Promise(() => undefined));
      let ran = false;
      const next = inHeavyLane(async () => {
        ran = true;
        return 'next';
      });
      await vi.advanceTimersByTimeAsync(LANE_WAIT_MAX_MS - 10);
      expect(ran).toBe(false);
      await vi.advanceTimersByTimeAsync(20);
      expect(await next).toBe('next');
    } finally {
      vi.useRealTimers();
    }
  });
});

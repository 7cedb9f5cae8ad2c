import { describe, expect, it } from 'vitest';
import { repeatEvery } from './repeat-every.ts';

/** A run that stays under way until `finish` is called. */
function heldRun() {
  const started: number[] = [];
  let finish = () => {};
  const run = () =>
    new Promise<void>((resolve) => {
      started.push(started.length + 1);
      finish = resolve;
    });
  return { run, started, finish: () => finish() };
}

describe('repeatEvery', () => {
  it('runs at once when asked, never two runs at once, and stop waits for the run under way', async () => {
    const job = heldRun();
    const stop = repeatEvery(5, job.run, { atStart: true, onError: () => {} });
    await expect.poll(() => job.started.length).toBe(1);
    // Several ticks pass while the first run is held: none starts a second.
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(job.started).toEqual([1]);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    expect(stopped).toBe(true);
  });

  it('waits a whole period first without atStart, and reports a failed run then tries again', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = repeatEvery(
      20,
      async () => {
        runs += 1;
        throw new Error(`run ${runs}`);
      },
      { atStart: false, onError: (error) => errors.push(error) },
    );
    expect(runs).toBe(0);
    await expect.poll(() => errors.length).toBeGreaterThanOrEqual(2);
    await stop();
    expect(errors[0]).toEqual(new Error('run 1'));
  });
});

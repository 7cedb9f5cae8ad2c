/**
 * Runs `run` every `everyMs`, and once at once when `atStart` is set. Two runs never overlap in one process
 * (a tick that finds one under way is skipped); servers running the same job together must be safe by the
 * job's own claims. A failed run goes to `onError` and the next tick tries again. The timer does not keep
 * the process alive; the returned function stops it and waits for a run under way.
 */
export function repeatEvery(
  everyMs: number,
  run: () => Promise<void>,
  options: { atStart: boolean; onError(error: unknown): void },
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  const first = options.atStart ? setTimeout(tick, 0) : undefined;
  first?.unref();
  return async () => {
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}

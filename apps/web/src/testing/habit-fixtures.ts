import { createTestRuntime } from '#src/testing/render-app.tsx';
import { makeBootstrap } from '#src/testing/store-fixtures.ts';

/** A store runtime with "Buy again" and "Notify me" turned on (issue 40), as both demo stores have them. */
export function runtimeWithHabits() {
  const bootstrap = makeBootstrap();
  return createTestRuntime({
    ...bootstrap,
    config: { ...bootstrap.config, habits: { buyAgain: true, notifyMe: true } },
  }).runtime;
}

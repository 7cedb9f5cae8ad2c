// The figures `npm test` prints and the verdict it exits with, read from the runners' JSON reports. Pure
// functions (no files, no processes) so that a test can prove a flaky or failed test cannot pass unnoticed.

/**
 * @typedef {{ passed: number, failed: number, flaky: number, skipped: number }} Figures
 *   `passed` counts tests that passed on their first try; `flaky` those that failed first and passed on a retry.
 * @typedef {{ label: string, figures: Figures, problems: string[], notes: string[] }} Leg
 */

/**
 * A Vitest leg (`--reporter=json`). Vitest runs with `--retry=0`, so none of its tests can be flaky.
 * `mustRun` names test files (by path) that must be there and must have run every test, skipping none: a
 * suite that skips itself when its database is missing would otherwise pass without proving anything.
 */
export function vitestLeg(label, report, { mustRun } = {}) {
  if (!report) return { label, figures: none(), problems: [`${label}: no report`], notes: [] };
  const figures = {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    flaky: 0,
    skipped: report.numPendingTests + report.numTodoTests,
  };
  const problems = [];
  // A file that fails to load has no failed test, only a failed suite: count it, or the run would pass.
  if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) {
    figures.failed += report.numFailedTestSuites;
    problems.push(`${label}: ${report.numFailedTestSuites} test file(s) failed to load`);
  }
  if (mustRun) {
    const files = report.testResults.filter((file) => mustRun.test(file.name));
    if (files.length === 0) problems.push(`${label}: no test file matches ${mustRun}`);
    for (const file of files) {
      const skipped = file.assertionResults.filter((test) => !['passed', 'failed'].includes(test.status));
      if (skipped.length > 0) problems.push(`${label}: ${skipped.length} test(s) did not run in ${file.name}`);
    }
  }
  return { label, figures, problems, notes: [] };
}

/** Every test Playwright reports as flaky (failed, then passed on a retry), named `file › title`. */
export function flakyTests(suites = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.filter((test) => test.status === 'flaky').map(() => `${spec.file} › ${spec.title}`),
    ),
    ...flakyTests(suite.suites),
  ]);
}

/**
 * A Playwright leg. Its flaky journeys are counted apart from the passed ones; each fails the run unless the
 * known-flaky list names it with a reason (`[{ test: 'file › title', reason }]`).
 */
export function playwrightLeg(label, report, knownFlaky = []) {
  if (!report) return { label, figures: none(), problems: [`${label}: no report`], notes: [] };
  const problems = knownFlaky
    .filter((entry) => typeof entry.reason !== 'string' || entry.reason.trim() === '')
    .map((entry) => `known-flaky list: ${entry.test} has no reason`);
  const reasons = new Map(knownFlaky.map((entry) => [entry.test, entry.reason]));
  const flaky = flakyTests(report.suites);
  const unexplained = flaky.filter((test) => !reasons.has(test));
  if (unexplained.length > 0)
    problems.push(`${label}: ${unexplained.length} flaky test(s) not in the known-flaky list`);
  const notes = flaky.map(
    (test) => `flaky: ${test} (${reasons.has(test) ? `known: ${reasons.get(test)}` : 'not in the known-flaky list'})`,
  );
  const { stats } = report;
  return {
    label,
    figures: { passed: stats.expected, failed: stats.unexpected, flaky: flaky.length, skipped: stats.skipped },
    problems,
    notes,
  };
}

/** One line per leg and one for the whole run: `N passed, N failed, N flaky, N skipped`. */
export function describeFigures({ passed, failed, flaky, skipped }) {
  return `${passed} passed, ${failed} failed, ${flaky} flaky, ${skipped} skipped`;
}

/** The whole run: its figures summed, and whether it passed (no failure, no problem from any leg or step). */
export function verdict(legs, stepProblems = []) {
  const total = none();
  for (const { figures } of legs) for (const key of Object.keys(total)) total[key] += figures[key];
  const problems = [...stepProblems, ...legs.flatMap((leg) => leg.problems)];
  return { total, problems, ok: problems.length === 0 && total.failed === 0 };
}

function none() {
  return { passed: 0, failed: 0, flaky: 0, skipped: 0 };
}

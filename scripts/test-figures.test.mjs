import { describe, expect, it } from 'vitest';
import { describeFigures, playwrightLeg, verdict, vitestLeg } from './test-figures.mjs';

const vitestReport = (counts, testResults = []) => ({
  numPassedTests: 0,
  numFailedTests: 0,
  numPendingTests: 0,
  numTodoTests: 0,
  numFailedTestSuites: 0,
  testResults,
  ...counts,
});

/** A Playwright JSON report: `tests` maps `file › title` to the outcome of that test. */
function playwrightReport(tests) {
  const outcomes = Object.values(tests);
  const count = (status) => outcomes.filter((outcome) => outcome === status).length;
  return {
    stats: {
      expected: count('expected'),
      unexpected: count('unexpected'),
      flaky: count('flaky'),
      skipped: count('skipped'),
    },
    suites: [
      {
        title: 'outer',
        specs: [],
        suites: Object.entries(tests).map(([name, status]) => {
          const [file, title] = name.split(' › ');
          return { title: file, specs: [{ file, title, tests: [{ status }] }] };
        }),
      },
    ],
  };
}

describe('npm test figures', () => {
  it('counts a journey that passed only on its retry as flaky, not passed, and fails the run on it', () => {
    const leg = playwrightLeg(
      'Browser journeys',
      playwrightReport({
        'a.spec.ts › pays': 'expected',
        'b.spec.ts › logs in': 'flaky',
        'c.spec.ts › later': 'skipped',
      }),
    );
    expect(leg.figures).toEqual({ passed: 1, failed: 0, flaky: 1, skipped: 1 });
    expect(leg.notes).toEqual(['flaky: b.spec.ts › logs in (not in the known-flaky list)']);
    const run = verdict([leg]);
    expect(run.ok).toBe(false);
    expect(run.problems).toEqual(['Browser journeys: 1 flaky test(s) not in the known-flaky list']);
  });

  it('lets a flaky journey pass when the known-flaky list names it with a reason, still counted apart', () => {
    const known = [{ test: 'b.spec.ts › logs in', reason: 'the SMS emulator answers late under load' }];
    const leg = playwrightLeg('Browser journeys', playwrightReport({ 'b.spec.ts › logs in': 'flaky' }), known);
    expect(leg.figures).toEqual({ passed: 0, failed: 0, flaky: 1, skipped: 0 });
    expect(leg.notes).toEqual(['flaky: b.spec.ts › logs in (known: the SMS emulator answers late under load)']);
    expect(verdict([leg]).ok).toBe(true);
  });

  it('refuses a known-flaky entry without a reason', () => {
    const leg = playwrightLeg('Browser journeys', playwrightReport({ 'b.spec.ts › logs in': 'flaky' }), [
      { test: 'b.spec.ts › logs in', reason: ' ' },
    ]);
    expect(leg.problems).toEqual(['known-flaky list: b.spec.ts › logs in has no reason']);
    expect(verdict([leg]).ok).toBe(false);
  });

  it('sums every leg into passed, failed, flaky and skipped, and fails on any failure', () => {
    const unit = vitestLeg('Unit', vitestReport({ numPassedTests: 10, numPendingTests: 2, numTodoTests: 1 }));
    const journeys = playwrightLeg(
      'Browser journeys',
      playwrightReport({ 'a.spec.ts › pays': 'expected', 'd.spec.ts › breaks': 'unexpected' }),
    );
    const run = verdict([unit, journeys]);
    expect(run.total).toEqual({ passed: 11, failed: 1, flaky: 0, skipped: 3 });
    expect(describeFigures(run.total)).toBe('11 passed, 1 failed, 0 flaky, 3 skipped');
    expect(run.ok).toBe(false);
    expect(verdict([unit]).ok).toBe(true);
  });

  it('counts a test file that failed to load as a failure', () => {
    const leg = vitestLeg('Unit', vitestReport({ numPassedTests: 3, numFailedTestSuites: 2 }));
    expect(leg.figures.failed).toBe(2);
    expect(verdict([leg]).ok).toBe(false);
  });

  it('fails when a suite that must run skipped a test, or is not there at all', () => {
    const mustRun = /\.concurrency\.test\.ts$/;
    const ran = { name: '/x/orders.concurrency.test.ts', assertionResults: [{ status: 'passed' }] };
    const skipped = { name: '/x/payments.concurrency.test.ts', assertionResults: [{ status: 'pending' }] };
    const other = { name: '/x/carts.test.ts', assertionResults: [{ status: 'pending' }] };
    const report = (files) => vitestReport({ numPassedTests: 1, numPendingTests: 1 }, files);
    expect(vitestLeg('PostgreSQL', report([ran, other]), { mustRun }).problems).toEqual([]);
    expect(vitestLeg('PostgreSQL', report([ran, skipped]), { mustRun }).problems).toEqual([
      'PostgreSQL: 1 test(s) did not run in /x/payments.concurrency.test.ts',
    ]);
    expect(vitestLeg('PostgreSQL', report([other]), { mustRun }).problems).toEqual([
      `PostgreSQL: no test file matches ${mustRun}`,
    ]);
  });

  it('fails a leg whose runner wrote no report', () => {
    const run = verdict([vitestLeg('Unit', null), playwrightLeg('Browser journeys', null)]);
    expect(run.problems).toEqual(['Unit: no report', 'Browser journeys: no report']);
    expect(run.ok).toBe(false);
  });
});

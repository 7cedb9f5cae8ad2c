import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageScore {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script the page downloaded (compressed, as sent), from Lighthouse's network records. */
  scriptKb: number;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Lighthouse's defaults: mobile form factor, simulated throttling (slow 4G, 4x CPU slowdown). Debian's
 * Chromium is found on PATH, or named by CHROMIUM_PATH. Each page `runs` times; each figure is the median.
 */
export async function lighthouseMedians(pages: { page: string; url: string }[], runs: number): Promise<PageScore[]> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH || undefined,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const scores: PageScore[] = [];
    for (const { page, url } of pages) {
      const samples: PageScore[] = [];
      let failedRuns = 0;
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        // A run whose trace failed (Lighthouse's NO_NAVSTART and kin) would score a silent 0: say so and run
        // it again, up to twice per page.
        if (runtimeError) {
          console.error(`${page} run ${run + 1}: ${runtimeError.code}`);
          if (failedRuns < 2) {
            failedRuns += 1;
            run -= 1;
            continue;
          }
        }
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
        const items = (
          audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
        )?.items;
        const script = items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        samples.push({
          page,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          fcpMs: Math.round(numeric('first-contentful-paint')),
          lcpMs: Math.round(numeric('largest-contentful-paint')),
          tbtMs: Math.round(numeric('total-blocking-time')),
          cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
          scriptKb: Math.round(script / 102.4) / 10,
        });
        const failing = Object.values(audits).filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        );
        if (process.env.BENCH_AUDITS && run === 0) {
          console.error(`${page}: failing audits: ${failing.map((audit) => audit.id).join(', ') || 'none'}`);
        }
      }
      const pick = (key: Exclude<keyof PageScore, 'page'>) => median(samples.map((sample) => sample[key]));
      scores.push({
        page,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcpMs: pick('fcpMs'),
        lcpMs: pick('lcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        scriptKb: pick('scriptKb'),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

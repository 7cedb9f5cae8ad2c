/**
 * Reads Prometheus's text format as a scraper would: `sample(text, name, labels)` is the value of the one
 * series of `name` whose labels include `labels` (undefined when there is none, an error when several match).
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export function samplesOf(text: string, name: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line.trim() === '') continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[key!] = value!;
    }
    samples.push({ name, labels, value: Number(match[3]) });
  }
  return samples;
}

export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samplesOf(text, name).filter((found) =>
    Object.entries(labels).every(([key, value]) => found.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} series of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}

/** Whether the scrape declares the family (`# TYPE name kind`), with or without a series yet. */
export const declares = (text: string, name: string, kind: string): boolean =>
  text.split('\n').includes(`# TYPE ${name} ${kind}`);

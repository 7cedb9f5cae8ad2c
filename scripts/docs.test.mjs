import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The README stays a way in, decisions stay short, and figures live on one page (issue 36).
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => readFileSync(path.join(root, file), 'utf8');
/** Words as `wc -w` counts them. */
const wordCount = (text) => text.split(/\s+/).filter(Boolean).length;

const decisionsDir = 'docs/decisions';
const decisions = readdirSync(path.join(root, decisionsDir)).filter((name) => name.endsWith('.md'));

describe('README.md', () => {
  it('is under 2,000 words', () => {
    expect(wordCount(read('README.md'))).toBeLessThan(2000);
  });
});

describe('docs/benchmarks.md', () => {
  const benchScripts = Object.keys(JSON.parse(read('package.json')).scripts).filter((name) =>
    name.startsWith('bench:'),
  );
  const headings = read('docs/benchmarks.md')
    .split('\n')
    .filter((line) => line.startsWith('## '));

  it('finds the bench scripts', () => {
    expect(benchScripts.length).toBeGreaterThan(0);
  });

  it.each(benchScripts)('has a section for npm run %s', (script) => {
    expect(headings).toContain(`## \`npm run ${script}\``);
  });
});

describe('docs/decisions', () => {
  it('holds the records', () => {
    expect(decisions.length).toBeGreaterThan(0);
  });

  it.each(decisions)('%s has its title, date, status and three sections, under 1,000 words', (name) => {
    const text = read(path.join(decisionsDir, name));
    const lines = text.split('\n');
    const number = name.slice(0, 3);

    expect(lines[0]).toMatch(new RegExp(`^# ${number} — \\S`));
    expect(text).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^Status: (accepted|superseded by \d{3})$/m);
    const sections = lines.filter((line) => line.startsWith('## '));
    expect(sections).toEqual(['## Context', '## Decision', '## Consequences']);
    expect(wordCount(text)).toBeLessThan(1000);
  });
});

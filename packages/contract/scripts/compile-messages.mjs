// Compiles the message catalogues (src/i18n/messages/<locale>/<area>.json, ICU MessageFormat) into the
// runtime form Lingui's core reads (src/i18n/compiled/<locale>.ts), and writes the union of message ids
// (src/i18n/compiled/message-id.ts) the code is typed with. Run by `npm install`, `npm run build`,
// `npm test` and `npm run dev`; the compiled folder is not kept in git.
//
// Refuses (exit 1) a catalogue that is not whole: a key in one language and not the other, an id outside
// its file's area, a message that does not parse, or a translation whose placeholders differ from the English.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const root = path.resolve(import.meta.dirname, '../src/i18n');
const sourceDir = path.join(root, 'messages');
const outDir = path.join(root, 'compiled');
const SOURCE = 'en';

const locales = readdirSync(sourceDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const problems = [];

/** Every message of a locale, by id, from its area files. */
function readLocale(locale) {
  const messages = new Map();
  const files = readdirSync(path.join(sourceDir, locale)).filter((name) => name.endsWith('.json'));
  for (const file of files.sort()) {
    const area = file.slice(0, -'.json'.length);
    const entries = JSON.parse(readFileSync(path.join(sourceDir, locale, file), 'utf8'));
    for (const [id, message] of Object.entries(entries)) {
      if (!id.startsWith(`${area}.`)) problems.push(`${locale}/${file}: "${id}" must start with "${area}."`);
      if (typeof message !== 'string' || message === '') problems.push(`${locale}/${file}: "${id}" is empty`);
      messages.set(id, message);
    }
  }
  return messages;
}

/** The placeholder names a compiled message uses, sorted. */
function placeholders(compiled, names = new Set()) {
  if (typeof compiled === 'string') return names;
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, , format] = token;
    names.add(name);
    if (format && typeof format === 'object' && !Array.isArray(format)) {
      for (const [key, choice] of Object.entries(format)) if (key !== 'offset') placeholders(choice, names);
    }
  }
  return names;
}

function compile(locale, id, message) {
  try {
    // Always the token list, plain text included: Lingui's runtime reads a bare string as an uncompiled message.
    return compileMessageOrThrow(message);
  } catch (error) {
    problems.push(`${locale}: "${id}" does not parse: ${error.message}`);
    return message;
  }
}

const catalogues = new Map(locales.map((locale) => [locale, readLocale(locale)]));
const source = catalogues.get(SOURCE);
if (!source) throw new Error(`No ${SOURCE} catalogue in ${sourceDir}`);
const compiledByLocale = new Map();
for (const [locale, messages] of catalogues) {
  const compiled = {};
  for (const id of source.keys()) {
    if (!messages.has(id)) problems.push(`${locale}: "${id}" has no translation (English: "${source.get(id)}")`);
  }
  for (const [id, message] of messages) {
    if (!source.has(id)) problems.push(`${locale}: "${id}" is not in the English catalogue`);
    compiled[id] = compile(locale, id, message);
  }
  compiledByLocale.set(locale, compiled);
}
const sourceCompiled = compiledByLocale.get(SOURCE);
for (const [locale, compiled] of compiledByLocale) {
  if (locale === SOURCE) continue;
  for (const [id, message] of Object.entries(compiled)) {
    if (!(id in sourceCompiled)) continue;
    const expected = [...placeholders(sourceCompiled[id])].sort().join(', ');
    const actual = [...placeholders(message)].sort().join(', ');
    if (expected !== actual) problems.push(`${locale}: "${id}" uses {${actual}}, the English {${expected}}`);
  }
}

if (problems.length > 0) {
  console.error(`The message catalogues are not whole:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}

mkdirSync(outDir, { recursive: true });
const banner = '// Written by packages/contract/scripts/compile-messages.mjs from src/i18n/messages: do not edit.\n';
for (const [locale, compiled] of compiledByLocale) {
  const sorted = Object.fromEntries(Object.entries(compiled).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(
    path.join(outDir, `${locale}.ts`),
    `${banner}import type { Messages } from '@lingui/core';\n\nexport const messages: Messages = ${JSON.stringify(sorted)};\n`,
  );
}
// Names this set of catalogues: the address the browser loads them from carries it, so they can be kept for good.
const version = createHash('sha256')
  .update(JSON.stringify([...compiledByLocale].sort(([a], [b]) => a.localeCompare(b))))
  .digest('hex')
  .slice(0, 12);
writeFileSync(path.join(outDir, 'version.ts'), `${banner}export const MESSAGES_VERSION = '${version}';\n`);
const ids = [...source.keys()].sort();
writeFileSync(
  path.join(outDir, 'message-id.ts'),
  `${banner}export type MessageId =\n${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};\n`,
);
console.log(`Compiled ${ids.length} messages in ${locales.join(', ')}`);

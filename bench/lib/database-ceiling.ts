/**
 * The database's own ceiling for a read: the statements an endpoint really sends (captured from the server
 * with their parameters), answered as fast as the database can with nothing of ours in between.
 * - PostgreSQL: pgbench, prepared statements, as many connections as the server's pool, one script per
 *   captured statement (picked at random, as the load cycles through its addresses).
 * - PGlite: a loop on its one connection, the next statement sent as soon as the last one answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface CapturedStatement {
  sql: string;
  params: unknown[];
}

export interface PostgresTarget {
  url: string;
  /** The benchmark's schema, put first on the search path as the server's connections do. */
  schema: string;
  connections: number;
}

/** Transactions per second of pgbench running `statements` for `seconds`. */
export async function postgresCeiling(
  target: PostgresTarget,
  statements: CapturedStatement[],
  seconds: number,
): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'haat-bench-pgbench-'));
  try {
    const args = ['-n', '-M', 'prepared', '-c', String(target.connections), '-j', '1', '-T', String(seconds)];
    statements.forEach((statement, index) => {
      // pgbench binds `:name` variables as the prepared statement's parameters, given as text with -D.
      const script = hideColonsInLiterals(statement.sql).replace(/\$(\d+)/g, (_, n: string) => {
        const value = statement.params[Number(n) - 1];
        // pgbench refuses an empty variable (search's statements send empty word lists): a literal instead.
        if (value === '') return "''";
        args.push('-D', `s${index}p${n}=${String(value)}`);
        return `:s${index}p${n}`;
      });
      const file = path.join(folder, `statement-${index}.sql`);
      writeFileSync(file, `${script};\n`);
      args.push('-f', file);
    });
    const output = await run('pgbench', [...args, target.url], {
      ...process.env,
      PGOPTIONS: `-c search_path=${target.schema},public`,
    });
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Math.round(Number(tps));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * One request's statements as the server sent them, in order, BEGIN and COMMIT included, and how to make them
 * repeatable: `values` maps a value the request used once (a checkout id, an order number) to the SQL
 * expression that makes a fresh one on each replay, and `gset` names statements whose first row pgbench
 * keeps as variables (`\gset prefix_`) for later statements' expressions.
 */
export interface Transcript {
  statements: CapturedStatement[];
  values?: ReadonlyMap<string, string>;
  gset?: Array<{ when: (sql: string) => boolean; prefix: string }>;
}

/**
 * Transactions per second of pgbench replaying whole requests: client `c` replays transcript `c % n` again
 * and again, so each connection is one shopper, as in the load; `:n` counts a client's replays (start 0) for
 * the expressions that need a fresh value each time. Statements keep their transactions and their round
 * trips: one pgbench transaction is one request (or one whole order).
 */
export async function postgresTranscriptCeiling(
  target: PostgresTarget,
  transcripts: Transcript[],
  seconds: number,
): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'haat-bench-pgbench-'));
  try {
    const defines: string[] = ['-D', 'n=0'];
    const lines = ['\\set n :n + 1'];
    transcripts.forEach((transcript, t) => {
      lines.push(`${t === 0 ? '\\if' : '\\elif'} :client_id % ${transcripts.length} = ${t}`);
      transcript.statements.forEach((statement, s) => {
        let script = hideColonsInLiterals(statement.sql).replace(/\$(\d+)/g, (_, n: string) => {
          const value = statement.params[Number(n) - 1];
          if (value === null || value === undefined) return 'NULL';
          // pgbench refuses an empty variable: the empty string goes into the statement as a literal.
          if (value === '') return "''";
          const fresh = transcript.values?.get(String(value));
          if (fresh) return fresh;
          defines.push('-D', `t${t}s${s}p${n}=${asText(value)}`);
          return `:t${t}s${s}p${n}`;
        });
        const gset = transcript.gset?.find((candidate) => candidate.when(statement.sql));
        // pgbench reads a script line by line: a statement is one line, ended by `;` or by `\gset`.
        script = script.replace(/\s*\n\s*/g, ' ');
        lines.push(gset ? `${script} \\gset ${gset.prefix}` : `${script};`);
      });
    });
    lines.push('\\endif');
    const file = path.join(folder, 'transcripts.sql');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const args = ['-n', '-M', 'prepared', '-c', String(target.connections), '-j', '1', '-T', String(seconds)];
    const output = await run('pgbench', [...args, ...defines, '-f', file, target.url], {
      ...process.env,
      PGOPTIONS: `-c search_path=${target.schema},public`,
    });
    if (/aborted/.test(output)) throw new Error(`pgbench clients aborted:\n${output}\n${lines.join('\n')}`);
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Math.round(Number(tps));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A parameter as PostgreSQL reads it in text: arrays (`= any($1)`) as array literals, dates as ISO. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return `{${value.map(asText).join(',')}}`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Statements per second on PGlite's single connection, cycling through `statements` for `seconds`. */
export async function pgliteCeiling(client: PGlite, statements: CapturedStatement[], seconds: number): Promise<number> {
  const until = Date.now() + seconds * 1000;
  let answered = 0;
  while (Date.now() < until) {
    const { sql, params } = statements[answered % statements.length]!;
    await client.query(sql, params);
    answered += 1;
  }
  return Math.round(answered / seconds);
}

/**
 * pgbench reads `:name` as a variable even inside a string literal, and search's tsquery text has `':A'`:
 * such literals are written with the colon as a Unicode escape instead (`U&'\003AA'`), the same string.
 */
function hideColonsInLiterals(sql: string): string {
  return sql.replace(/'(?:[^']|'')*'/g, (literal) =>
    literal.includes(':') ? `U&${literal.replaceAll('\\', '\\\\').replaceAll(':', '\\003A')}` : literal,
  );
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

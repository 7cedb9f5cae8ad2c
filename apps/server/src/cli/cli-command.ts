import type { Config } from '#src/config.ts';
import type { CacheBus } from '#src/providers/cache-bus/cache-bus.ts';
import type { Runtime } from '#src/runtime.ts';

/** Where a command writes: stdout for results, stderr for problems (tests capture both). */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

export interface CliContext extends Runtime, CliOutput {
  config: Config;
  /** The folder relative paths on the command line are relative to (where the operator ran npm). */
  cwd: string;
  /** Tells the running servers' public-read caches that a store changed (through Redis, with REDIS_URL). */
  cacheBus: CacheBus;
}

/**
 * One operator command, e.g. `store import <file>`. `words` are matched against the start of the command
 * line; the rest are its arguments. Answers the process exit code.
 */
export interface CliCommand {
  words: string[];
  usage: string;
  summary: string;
  run(args: string[], context: CliContext): Promise<number>;
}

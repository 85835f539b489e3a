// A season file for add --from and resolve --from: refused by its size before it is read, read as
// UTF-8, and its problems printed one per line with their row numbers before the one line saying
// that nothing changed.

import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { seasonFileText, type SeasonProblem } from '../../lib/league/season-csv';
import { SEASON_FILE_MAX_BYTES } from '../../lib/league/season-limits';
import { seasonProblemText, seasonRefusedText } from '../../lib/league/season-words';
import { EXIT, refusal, report, type CliContext, type ExitCode, type Refusal } from './cli-context';

/** Whether the arguments ask for a file (--from FILE or --from=FILE) rather than one question or result. */
export function asksForFile(argv: readonly string[]): boolean {
  return argv.some((arg) => arg === '--from' || arg.startsWith('--from='));
}

export type SeasonFileRead = { ok: true; path: string; text: string } | { ok: false; problems: SeasonProblem[] } | Refusal;

export function readSeasonFile(ctx: CliContext, file: string): SeasonFileRead {
  const path = resolve(ctx.cwd, file);
  let bytes: Uint8Array;
  try {
    if (statSync(path).size > SEASON_FILE_MAX_BYTES) return { ok: false, problems: [{ reason: 'file-too-large', maxBytes: SEASON_FILE_MAX_BYTES }] };
    bytes = readFileSync(path);
  } catch {
    return refusal(`Cannot read ${path}.`);
  }
  const text = seasonFileText(bytes);
  return text.ok ? { ok: true, path, text: text.text } : text;
}

/** Prints every problem, then that nothing changed; the exit code of a refusal. */
export function reportProblems(ctx: CliContext, path: string, problems: readonly SeasonProblem[], what: 'questions' | 'results'): ExitCode {
  ctx.err(`Error: ${path} cannot be used:`);
  for (const problem of problems) ctx.err(`  ${seasonProblemText(problem)}`);
  ctx.err(seasonRefusedText(problems.length, what));
  return EXIT.refused;
}

/** A refusal from reading the file, or its problems. */
export function reportRead(ctx: CliContext, file: string, read: Exclude<SeasonFileRead, { ok: true }>, what: 'questions' | 'results'): ExitCode {
  return 'problems' in read ? reportProblems(ctx, resolve(ctx.cwd, file), read.problems, what) : report(ctx, read);
}

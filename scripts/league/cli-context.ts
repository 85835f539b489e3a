// What every command of the league command line is given (where the league lives, the clock,
// where to print) and how it ends: 0 done, 1 refused, 2 bad usage. A refused or misused command
// has written nothing; tests run the commands against a scratch root with captured output.

export interface CliContext {
  /** The directory holding data/league, public/league and league.key.json (LEAGUE_ROOT). */
  root: string;
  /** Where a FILE argument is read from when it is relative. */
  cwd: string;
  nowMs: number;
  out: (line: string) => void;
  err: (line: string) => void;
}

export const EXIT = { done: 0, refused: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export const HELP_HINT = 'Run `npm run league -- --help` for the commands and their arguments.';

/** An expected failure: what went wrong and, when it helps, what to do about it. */
export interface Refusal {
  ok: false;
  code: typeof EXIT.refused | typeof EXIT.usage;
  message: string;
  hint?: string;
}

export function refusal(message: string, hint?: string): Refusal {
  return { ok: false, code: EXIT.refused, message, ...(hint ? { hint } : {}) };
}

export function badUsage(message: string): Refusal {
  return { ok: false, code: EXIT.usage, message, hint: HELP_HINT };
}

/** Prints a refusal on stderr and returns its exit code. */
export function report(ctx: CliContext, failure: Refusal): ExitCode {
  ctx.err(`Error: ${failure.message}`);
  if (failure.hint) ctx.err(failure.hint);
  return failure.code;
}

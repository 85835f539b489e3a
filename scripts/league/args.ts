// Reads one command's arguments with node:util's parseArgs: only the options the command names,
// exactly the positionals it takes. Anything else is bad usage, reported before a file is read.

import { parseArgs } from 'node:util';
import { badUsage, type Refusal } from './cli-context';

export interface ArgSpec {
  /** Option names that take a value: --name NAME. */
  options?: readonly string[];
  /** Which options must be given. */
  required?: readonly string[];
  /** Option names that take no value: --hold. */
  flags?: readonly string[];
  /** What the positionals are called, in order, for the messages: ['ID', 'YES|NO']. */
  positionals?: readonly string[];
  /** The last positional may be given more than once: FILE…. */
  repeatLast?: boolean;
}

export interface ParsedArgs {
  values: Record<string, string | undefined>;
  /** Each flag of the spec: whether it was given. */
  flags: Record<string, boolean>;
  positionals: string[];
}

export function readArgs(command: string, args: readonly string[], spec: ArgSpec): { ok: true; args: ParsedArgs } | Refusal {
  const options = Object.fromEntries([
    ...(spec.options ?? []).map((name) => [name, { type: 'string' as const }] as const),
    ...(spec.flags ?? []).map((name) => [name, { type: 'boolean' as const }] as const),
  ]);
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({ args: [...args], options, allowPositionals: true, strict: true });
  } catch (error) {
    return badUsage(`${command}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const flagNames = new Set(spec.flags ?? []);
  const given = parsed.values as Record<string, string | boolean | undefined>;
  const values = Object.fromEntries(Object.entries(given).filter(([name]) => !flagNames.has(name))) as Record<string, string | undefined>;
  const flags = Object.fromEntries([...flagNames].map((name) => [name, given[name] === true]));
  const missing = (spec.required ?? []).filter((name) => values[name] === undefined);
  if (missing.length > 0) return badUsage(`${command} needs ${missing.map((name) => `--${name}`).join(', ')}.`);
  const expected = spec.positionals ?? [];
  if (parsed.positionals.length < expected.length) {
    return badUsage(`${command} needs ${expected.slice(parsed.positionals.length).join(' ')}.`);
  }
  if (parsed.positionals.length > expected.length && !spec.repeatLast) {
    const extra = parsed.positionals.slice(expected.length).join(' ');
    return badUsage(`${command} takes ${expected.length === 0 ? 'no arguments' : expected.join(' ')}; unexpected: ${extra} (quote text that has spaces).`);
  }
  return { ok: true, args: { values, flags, positionals: parsed.positionals } };
}

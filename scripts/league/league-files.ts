// Where the site league's files live under the league root, their shapes, and how they are read
// and written. Writes are all-or-nothing: every file goes to a temporary name first and is renamed
// into place only once all of them are written, so a failed command leaves the old files whole.

import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { fileTooLarge, MAX_FILE_BYTES } from '../../lib/files/file-cap';
import { fileTooLargeText } from '../../lib/files/file-words';
import { FEED_PATH } from '../../lib/league/feed-path';
import { leagueEventSchema, leagueIdSchema, leagueNameSchema, publicKeySchema } from '../../lib/model/league';

/** Relative to the league root; also how messages name them. */
export const LEAGUE_FILE = 'data/league/league.json';
export const EVENTS_FILE = 'data/league/events.json';
/** The operator's key, never committed: leagueKeySchema of lib/league/key-file.ts, the key a browser's key file carries too. */
export const KEY_FILE = 'league.key.json';
/** The site's feed as the deploy serves it: public/ is the export's root. */
export const FEED_FILE = `public${FEED_PATH}`;

/** data/league/league.json: the league's public part, committed and compiled into the site. */
export const leagueFileSchema = v.strictObject({
  format: v.literal('predictoplay-league'),
  version: v.literal(1),
  leagueId: leagueIdSchema,
  publicKey: publicKeySchema,
  name: leagueNameSchema,
});

/** data/league/events.json: every event, seq 1 first. */
export const eventsFileSchema = v.strictObject({ events: v.array(leagueEventSchema) });

export type LeagueFile = v.InferOutput<typeof leagueFileSchema>;

export function fileExists(root: string, file: string): boolean {
  return existsSync(join(root, file));
}

/**
 * The operator's own committed log may pass the file cap (a season of long Hindi questions is a
 * few kB an event); it is still capped, so a runaway file is refused rather than read.
 */
export const EVENTS_FILE_MAX_BYTES = 64 * MAX_FILE_BYTES;

export type TextRead = { ok: true; text: string } | { ok: false; missing: boolean; message: string };

/** Reads one file as UTF-8, refusing it unread when it is over `maxBytes`; says which file and why. */
export function readTextFile(path: string, name: string, maxBytes = MAX_FILE_BYTES): TextRead {
  try {
    const tooLarge = fileTooLarge(statSync(path).size, maxBytes);
    if (tooLarge) return { ok: false, missing: false, message: `${name}: ${fileTooLargeText(tooLarge)}` };
    return { ok: true, text: readFileSync(path, 'utf8') };
  } catch {
    return { ok: false, missing: !existsSync(path), message: `Cannot read ${name}.` };
  }
}

export type JsonRead<T> = { ok: true; value: T } | { ok: false; missing: boolean; message: string };

/** Reads and validates one JSON file; says which file and why when it cannot. */
export function readJsonFile<T>(path: string, name: string, schema: v.GenericSchema<unknown, T>, maxBytes = MAX_FILE_BYTES): JsonRead<T> {
  const read = readTextFile(path, name, maxBytes);
  if (!read.ok) return read;
  const { text } = read;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, missing: false, message: `${name} is not valid JSON.` };
  }
  const checked = v.safeParse(schema, json);
  if (checked.success) return { ok: true, value: checked.output };
  const issue = checked.issues[0];
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return { ok: false, missing: false, message: `${name} is not as expected${where ? ` at ${where}` : ''}: ${issue.message}.` };
}

/** 2-space JSON with a final newline: the committed files diff line by line. */
export function jsonText(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export interface FileToWrite {
  /** Relative to the root. */
  file: string;
  text: string;
  /** 0o600 for the private key. */
  mode?: number;
}

export function writeFilesAtomically(root: string, files: readonly FileToWrite[]): void {
  const temps: { temp: string; path: string }[] = [];
  try {
    for (const { file, text, mode } of files) {
      const path = join(root, file);
      mkdirSync(dirname(path), { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      temps.push({ temp, path });
      writeFileSync(temp, text, { mode: mode ?? 0o644 });
      // writeFileSync's mode applies only to a file it creates; a leftover temp keeps its own.
      if (mode !== undefined) chmodSync(temp, mode);
    }
  } catch (error) {
    for (const { temp } of temps) rmSync(temp, { force: true });
    throw error;
  }
  for (const { temp, path } of temps) renameSync(temp, path);
}

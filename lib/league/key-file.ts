// The league key file ('Download league key'): the operator's private key and the league's whole
// event log, so another browser can take the league over. Whoever holds it runs the league. Read
// in two steps: readKeyFile checks the shape and that the key is the league's own key (sync);
// checkKeyFile derives the league id and checks the events' chain (hashing is async), which the
// store awaits before it opens any transaction.

import * as v from 'valibot';
import { parseJson } from '../json/parse-json';
import { leagueEventSchema, leagueIdSchema, publicKeySchema } from '../model/league';
import { privateJwkSchema, type OperatedLeague } from '../model/operated-league';
import { fromBase64Url } from './encoding';
import { publicKeyOfJwk } from './keys';
import { leagueIdOf } from './league-id';
import { loadLeagueLog, type LeagueLog } from './league-log';

export const KEY_FILE_FORMAT = 'predictoplay-league-key';
export const KEY_FILE_VERSION = 1;
export const KEY_FILE_NOTE = 'Whoever holds this file runs the league. Keep it private; losing every copy ends the league.';

const keyFileSchema = v.strictObject({
  format: v.literal(KEY_FILE_FORMAT),
  version: v.literal(KEY_FILE_VERSION),
  /** Said to whoever opens the file; not read back. */
  note: v.optional(v.string()),
  leagueId: leagueIdSchema,
  publicKey: publicKeySchema,
  privateJwk: privateJwkSchema,
  events: v.array(leagueEventSchema),
});

export type LeagueKeyFile = Omit<v.InferOutput<typeof keyFileSchema>, 'format' | 'version' | 'note'>;

export type KeyFileRead = { ok: true; file: LeagueKeyFile } | { ok: false; message: string };

export const NOT_A_KEY_FILE = 'This is not a league key file.';
export const NEWER_KEY_FILE = 'This league key file comes from a newer version of PredictoPlay.';
export const KEY_NOT_OF_LEAGUE = 'The key in this file is not the key of its league.';

export function keyFileText({ id, publicKey, privateJwk, events }: OperatedLeague): string {
  const file = { format: KEY_FILE_FORMAT, version: KEY_FILE_VERSION, note: KEY_FILE_NOTE, leagueId: id, publicKey, privateJwk, events };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** The file's shape, and its private key's public half being the league's public key. */
export function readKeyFile(text: string): KeyFileRead {
  const parsed = parseJson(text);
  const value = parsed.ok ? parsed.value : undefined;
  if (value === null || typeof value !== 'object' || (value as { format?: unknown }).format !== KEY_FILE_FORMAT) return { ok: false, message: NOT_A_KEY_FILE };
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && version > KEY_FILE_VERSION) return { ok: false, message: NEWER_KEY_FILE };
  const read = v.safeParse(keyFileSchema, value);
  if (!read.success) return { ok: false, message: NOT_A_KEY_FILE };
  const { leagueId, publicKey, privateJwk, events } = read.output;
  if (publicKeyOfJwk(privateJwk) !== publicKey) return { ok: false, message: KEY_NOT_OF_LEAGUE };
  return { ok: true, file: { leagueId, publicKey, privateJwk, events } };
}

export type KeyFileCheck = { ok: true; log: LeagueLog } | { ok: false; message: string };

/** The league id derived from the key, and the events checked one by one and along their chain. */
export async function checkKeyFile(file: LeagueKeyFile): Promise<KeyFileCheck> {
  const raw = fromBase64Url(file.publicKey);
  if (!raw || (await leagueIdOf(raw)) !== file.leagueId) return { ok: false, message: KEY_NOT_OF_LEAGUE };
  const loaded = await loadLeagueLog(file.publicKey, file.events);
  return loaded.ok ? loaded : { ok: false, message: `This league key file cannot be used. ${loaded.message}` };
}

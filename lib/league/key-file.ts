// The league key file ('Download league key'): the operator's private key and the league's whole
// event log, with the players and picks collected when there are any (so a lost phone loses no
// standings), so another browser can take the league over. Whoever holds it runs the league. Read
// in two steps: readKeyFile checks the shape and that the key is the league's own key (sync);
// checkKeyFile derives the league id and checks the events' chain (hashing is async), which the
// store awaits before it opens any transaction. The key itself (leagueKeySchema) is the same in
// the command line's league.key.json, so both read one shape.

import * as v from 'valibot';
import { parseJson } from '../json/parse-json';
import { leagueEventSchema, leagueIdSchema, publicKeySchema } from '../model/league';
import { privateJwkSchema, type OperatedLeague } from '../model/operated-league';
import { collectedPickSchema, leaguePlayerSchema } from '../model/picks';
import { fromBase64Url } from './encoding';
import { publicKeyOfJwk } from './keys';
import { leagueIdOf } from './league-id';
import { loadLeagueLog, type LeagueLog, type LoadLogRefusal } from './league-log';

export const KEY_FILE_FORMAT = 'predictoplay-league-key';
export const KEY_FILE_VERSION = 1;

/** A league's key: its id, its public key and the operator's private key. Both key files carry it. */
export const leagueKeySchema = v.strictObject({
  leagueId: leagueIdSchema,
  publicKey: publicKeySchema,
  privateJwk: privateJwkSchema,
});

export type LeagueKey = v.InferOutput<typeof leagueKeySchema>;

const keyFileSchema = v.strictObject({
  format: v.literal(KEY_FILE_FORMAT),
  version: v.literal(KEY_FILE_VERSION),
  /** Said to whoever opens the file; not read back. */
  note: v.optional(v.string()),
  ...leagueKeySchema.entries,
  events: v.array(leagueEventSchema),
  players: v.optional(v.array(leaguePlayerSchema)),
  picks: v.optional(v.array(collectedPickSchema)),
});

export type LeagueKeyFile = Omit<v.InferOutput<typeof keyFileSchema>, 'format' | 'version' | 'note'>;

export type KeyFileRefusal = { ok: false; reason: 'not-a-key-file' | 'newer-key-file' | 'key-not-of-league' };

export type KeyFileRead = { ok: true; file: LeagueKeyFile } | KeyFileRefusal;

/** Whether the private key's public half is the key's public key: a key file edited by hand may pair two keys. */
export function keyPairHolds(key: Pick<LeagueKey, 'publicKey' | 'privateJwk'>): boolean {
  return publicKeyOfJwk(key.privateJwk) === key.publicKey;
}

/** The key file of a league run here, with `note` (its words for whoever opens it) on top. */
export function keyFileText({ id, publicKey, privateJwk, events, players, picks }: OperatedLeague, note: string): string {
  const collected = { ...(players ? { players } : {}), ...(picks ? { picks } : {}) };
  const file = { format: KEY_FILE_FORMAT, version: KEY_FILE_VERSION, note, leagueId: id, publicKey, privateJwk, events, ...collected };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Each player listed once, and each collected pick a listed player's, its id starting with theirs. */
function picksArePlayers(players: readonly { playerId: string }[], picks: readonly { id: string; playerId: string }[]): boolean {
  const ids = new Set(players.map((player) => player.playerId));
  return ids.size === players.length && picks.every((pick) => ids.has(pick.playerId) && pick.id.startsWith(`${pick.playerId}.`));
}

/** The file's shape, and its private key's public half being the league's public key. */
export function readKeyFile(text: string): KeyFileRead {
  const parsed = parseJson(text);
  const value = parsed.ok ? parsed.value : undefined;
  if (value === null || typeof value !== 'object' || (value as { format?: unknown }).format !== KEY_FILE_FORMAT) return { ok: false, reason: 'not-a-key-file' };
  const version = (value as { version?: unknown }).version;
  if (typeof version === 'number' && version > KEY_FILE_VERSION) return { ok: false, reason: 'newer-key-file' };
  const read = v.safeParse(keyFileSchema, value);
  if (!read.success) return { ok: false, reason: 'not-a-key-file' };
  const { leagueId, publicKey, privateJwk, events, players, picks } = read.output;
  if (!keyPairHolds(read.output)) return { ok: false, reason: 'key-not-of-league' };
  if (!picksArePlayers(players ?? [], picks ?? [])) return { ok: false, reason: 'not-a-key-file' };
  return { ok: true, file: { leagueId, publicKey, privateJwk, events, ...(players ? { players } : {}), ...(picks ? { picks } : {}) } };
}

export type KeyFileCheck = { ok: true; log: LeagueLog } | { ok: false; reason: 'key-not-of-league' } | { ok: false; reason: 'bad-log'; why: LoadLogRefusal };

/** The league id derived from the key, and the events checked one by one and along their chain. */
export async function checkKeyFile(file: LeagueKeyFile): Promise<KeyFileCheck> {
  const raw = fromBase64Url(file.publicKey);
  if (!raw || (await leagueIdOf(raw)) !== file.leagueId) return { ok: false, reason: 'key-not-of-league' };
  const loaded = await loadLeagueLog(file.publicKey, file.events);
  return loaded.ok ? loaded : { ok: false, reason: 'bad-log', why: loaded };
}

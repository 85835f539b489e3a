// Shared builders for the league tests: key pairs (slow to make, so made once per file and
// reused), an operator's log with questions, and raw signing of any payload, so the reader can
// be shown bytes the operator's tools would never produce.

import { fromBase64Url } from '@/lib/league/encoding';
import { hashEvent } from '@/lib/league/event-hash';
import { deflateRaw } from '@/lib/league/inflate';
import { ECDSA_SIGN, generateLeagueKeys, importSigningKey, type LeagueKeys } from '@/lib/league/keys';
import { appendOutcome, appendQuestion, startLeagueLog, type LeagueLog } from '@/lib/league/league-log';
import { readUpdate, type VerifiedUpdate } from '@/lib/league/read-update';
import { toLowS } from '@/lib/league/low-s';
import { encodeWire, signedBytes, WIRE_KINDS, WIRE_VERSIONS } from '@/lib/league/wire';
import type { LeagueEvent } from '@/lib/model/league';
import { NOW } from '../game-fixtures';
import { signUpdateAtNow } from './sign-at-now';

export { NOW };
export const HOUR_MS = 60 * 60 * 1000;
export const ENDS = new Date(NOW + 48 * HOUR_MS).toISOString();

let cached: Promise<[LeagueKeys, LeagueKeys]> | undefined;

/** Two key pairs: the operator's and a stranger's. */
export function testKeys(): Promise<[LeagueKeys, LeagueKeys]> {
  cached ??= Promise.all([generateLeagueKeys(), generateLeagueKeys()]);
  return cached;
}

export function draft(question: string, overrides: Partial<{ category: string; endTime: string; description: string }> = {}) {
  return { question, category: 'Sports', endTime: ENDS, description: '', ...overrides };
}

function must<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result as Extract<T, { ok: true }>;
}

/** A started league with `count` questions (Will team 1 win? ...), each added an hour apart. */
export async function logWithQuestions(keys: LeagueKeys, count: number, name = 'Site League', coins = 1000): Promise<LeagueLog> {
  let log = await startLeagueLog(keys.publicKey, name, coins, NOW);
  for (let n = 1; n <= count; n += 1) log = must(await appendQuestion(log, draft(`Will team ${n} win the cup?`), NOW + n * HOUR_MS)).log;
  return log;
}

export async function resolve(log: LeagueLog, questionId: string, outcome: 'YES' | 'NO' | 'VOID', nowMs = NOW + 10 * HOUR_MS): Promise<LeagueLog> {
  return must(await appendOutcome(log, questionId, outcome, nowMs)).log;
}

/** Wire bytes of any payload, signed with `keys`: what only a broken or hostile operator would send. */
export async function signRaw(keys: LeagueKeys, payload: unknown, compress = false, publicKey = keys.publicKey): Promise<Uint8Array> {
  // Signed at the fixed clock unless the payload says when (or is no object at all).
  const dated = payload !== null && typeof payload === 'object' && !('signedAt' in payload) ? { ...payload, signedAt: new Date(NOW).toISOString() } : payload;
  const json = new TextEncoder().encode(typeof dated === 'string' ? dated : JSON.stringify(dated));
  return signPacked(keys, compress ? await deflateRaw(json) : json, compress, publicKey);
}

/** Wire bytes of a payload exactly as given (say, a deflate stream that is not one), signed with `keys`. */
export async function signPacked(keys: LeagueKeys, packed: Uint8Array, deflated: boolean, publicKey = keys.publicKey): Promise<Uint8Array> {
  const key = fromBase64Url(publicKey) as Uint8Array;
  const body = new Uint8Array(key.length + packed.length);
  body.set(key);
  body.set(packed, key.length);
  const kind = deflated ? WIRE_KINDS.deflate : WIRE_KINDS.json;
  const signature = await crypto.subtle.sign(ECDSA_SIGN, await importSigningKey(keys.privateJwk), signedBytes(WIRE_VERSIONS.current, kind, body));
  return encodeWire(WIRE_VERSIONS.current, kind, toLowS(new Uint8Array(signature)), body);
}

/** A pinnedKeyOf that follows exactly the given logs' leagues. */
export function pinned(...logs: LeagueLog[]): (leagueId: string) => string | null {
  return (leagueId) => logs.find((log) => log.leagueId === leagueId)?.publicKey ?? null;
}

/** What readUpdate would give for events fromSeq..end of a log, going through the real signature and reader. */
export async function verifiedUpdate(keys: LeagueKeys, log: LeagueLog, fromSeq = 1): Promise<VerifiedUpdate> {
  const read = await readUpdate(await signUpdateAtNow(keys, log, fromSeq), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

/** An update made by hand from events whose chain is recomputed: for events the operator's tools refuse to append. */
export async function handMadeUpdate(log: LeagueLog, events: LeagueEvent[]): Promise<VerifiedUpdate> {
  const chained: LeagueEvent[] = [];
  const hashes: string[] = [];
  for (const event of events) {
    const prev = event.seq === 1 ? '' : (hashes.at(-1) ?? log.hashes[event.seq - 2] ?? '');
    const next = { ...event, prev };
    chained.push(next);
    hashes.push(await hashEvent(next));
  }
  return { leagueId: log.leagueId, publicKey: log.publicKey, name: 'Site League', events: chained, hashes };
}

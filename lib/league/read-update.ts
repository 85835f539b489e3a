// Reading an update, as the product decided it: the key bytes name the league; only a
// pinned key is trusted; the signature is verified over the exact body before anything after
// the key is inflated or parsed; then the payload's schema, its league and its chain are checked.

import * as v from 'valibot';
import { parseJson } from '../json/parse-json';
import { updatePayloadSchema, type LeagueEvent } from '../model/league';
import { toBase64Url } from './encoding';
import { chainHolds, hashEvents } from './event-hash';
import { inflateRaw, MAX_INFLATED_BYTES } from './inflate';
import { ECDSA_SIGN, importVerifyingKey } from './keys';
import { leagueIdOf } from './league-id';
import { decodeWire, WIRE_KINDS } from './wire';

/** An update whose signature, schema and chain have been checked: hashes[i] is the hash of events[i]. */
export interface VerifiedUpdate {
  leagueId: string;
  publicKey: string;
  name: string;
  events: LeagueEvent[];
  hashes: string[];
}

export type ReadFailureReason = 'not-an-update' | 'unknown-league' | 'bad-signature' | 'too-large' | 'malformed' | 'broken-chain';

export type ReadResult = { ok: true; update: VerifiedUpdate } | { ok: false; reason: ReadFailureReason; leagueId?: string };

function decodePayload(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/** `pinnedKeyOf` gives the key this browser pinned for a league id, or null when it follows no such league. */
export async function readUpdate(bytes: Uint8Array, pinnedKeyOf: (leagueId: string) => string | null): Promise<ReadResult> {
  const wire = decodeWire(bytes);
  if (!wire) return { ok: false, reason: 'not-an-update' };
  const leagueId = await leagueIdOf(wire.publicKey);
  const pinned = pinnedKeyOf(leagueId);
  if (pinned === null) return { ok: false, reason: 'unknown-league', leagueId };
  const publicKey = toBase64Url(wire.publicKey);
  if (publicKey !== pinned) return { ok: false, reason: 'bad-signature', leagueId };
  const key = await importVerifyingKey(wire.publicKey);
  if (!key || !(await crypto.subtle.verify(ECDSA_SIGN, key, wire.signature, wire.body))) return { ok: false, reason: 'bad-signature', leagueId };

  // Trusted from here on: the operator signed these bytes.
  let json: Uint8Array = wire.payload;
  if (wire.kind === WIRE_KINDS.deflate) {
    const inflated = await inflateRaw(wire.payload);
    if (!inflated.ok) return { ok: false, reason: inflated.reason, leagueId };
    json = inflated.bytes;
  } else if (json.length > MAX_INFLATED_BYTES) {
    return { ok: false, reason: 'too-large', leagueId };
  }
  const parsed = v.safeParse(updatePayloadSchema, decodePayload(json));
  if (!parsed.success || parsed.output.league !== leagueId) return { ok: false, reason: 'malformed', leagueId };
  const { events, name } = parsed.output;
  const hashes = await hashEvents(events);
  if (!chainHolds(events, hashes)) return { ok: false, reason: 'broken-chain', leagueId };
  return { ok: true, update: { leagueId, publicKey, name, events, hashes } };
}

// Reading an update, as the product decided it: the key bytes name the league; only a
// pinned key is trusted; the signature is verified over the exact bytes (from wire version 2 the
// header too, and only its low-S form) before anything after the key is inflated or parsed; then
// the payload's schema, its league and its chain (from event 1 or from its checkpoint) are checked,
// and a snapshot's seq must be the update's last (the schema refuses one that is not).

import * as v from 'valibot';
import { parseJsonBytes } from '../json/parse-json';
import { legacyPayloadSchema, updatePayloadSchema, type Checkpoint, type LeagueEvent, type UpdatePayload } from '../model/league';
import type { Snapshot } from '../model/picks';
import { toBase64Url } from './encoding';
import { chainHolds, hashEvents } from './event-hash';
import { inflateRaw, MAX_INFLATED_BYTES } from './inflate';
import { ECDSA_SIGN, importVerifyingKey } from './keys';
import { leagueIdOf } from './league-id';
import { isLowS } from './low-s';
import { decodeWire, WIRE_KINDS, WIRE_VERSIONS, type WireVersion } from './wire';

/** An update whose signature, schema and chain have been checked: hashes[i] is the hash of events[i]. */
export interface VerifiedUpdate {
  leagueId: string;
  publicKey: string;
  name: string;
  events: LeagueEvent[];
  hashes: string[];
  /** The operator's signing time; absent from wire version 1 updates. */
  signedAt?: string;
  /** The league's state before events[0], when the update starts from one. */
  checkpoint?: Checkpoint;
  /** The organiser's count at the update's last seq (its last event's, its checkpoint's, or its own when it travels alone). */
  snapshot?: Snapshot;
}

export type ReadFailureReason = 'not-an-update' | 'unknown-league' | 'bad-signature' | 'too-large' | 'malformed' | 'broken-chain';

export type ReadResult = { ok: true; update: VerifiedUpdate } | { ok: false; reason: ReadFailureReason; leagueId?: string };

/** The payload as its wire version shapes it: version 1 has no signed time and no checkpoint. */
function parsePayload(version: WireVersion, payload: unknown): (Omit<UpdatePayload, 'signedAt'> & { signedAt?: string }) | null {
  if (version === WIRE_VERSIONS.legacy) {
    const legacy = v.safeParse(legacyPayloadSchema, payload);
    return legacy.success ? legacy.output : null;
  }
  const current = v.safeParse(updatePayloadSchema, payload);
  return current.success ? current.output : null;
}

/** Events after a checkpoint start at the event after it and name its hash; without one, any run of events may follow. */
function followsCheckpoint(events: readonly LeagueEvent[], checkpoint: Checkpoint | undefined): boolean {
  const first = events[0];
  if (!checkpoint || !first) return true;
  return first.seq === checkpoint.seq + 1 && first.prev === checkpoint.hash;
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
  // A high-S twin verifies too, so version 2 takes the low one only: one update, one text.
  if (wire.version !== WIRE_VERSIONS.legacy && !isLowS(wire.signature)) return { ok: false, reason: 'bad-signature', leagueId };
  const key = await importVerifyingKey(wire.publicKey);
  if (!key || !(await crypto.subtle.verify(ECDSA_SIGN, key, wire.signature, wire.signed))) return { ok: false, reason: 'bad-signature', leagueId };

  // Trusted from here on: the operator signed these bytes.
  let json: Uint8Array = wire.payload;
  if (wire.kind === WIRE_KINDS.deflate) {
    const inflated = await inflateRaw(wire.payload);
    if (!inflated.ok) return { ok: false, reason: inflated.reason, leagueId };
    json = inflated.bytes;
  } else if (json.length > MAX_INFLATED_BYTES) {
    return { ok: false, reason: 'too-large', leagueId };
  }
  const payload = parsePayload(wire.version, parseJsonBytes(json));
  if (!payload || payload.league !== leagueId) return { ok: false, reason: 'malformed', leagueId };
  const { events, name, signedAt, checkpoint, snapshot } = payload;
  const hashes = await hashEvents(events);
  if (!chainHolds(events, hashes) || !followsCheckpoint(events, checkpoint)) return { ok: false, reason: 'broken-chain', leagueId };
  return { ok: true, update: { leagueId, publicKey, name, events, hashes, ...(signedAt ? { signedAt } : {}), ...(checkpoint ? { checkpoint } : {}), ...(snapshot ? { snapshot } : {}) } };
}

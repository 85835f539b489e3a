// A picks card: every pick a player made in a league, signed with the player's key. Wire version 2
// like an update ('PPL2', deflate-raw, one low-S signature over the header and the whole body),
// the body being the player's raw public key and then the payload. Reading mirrors readUpdate: the
// signature is verified over the exact bytes with the key in the body before anything is inflated
// or parsed; then the schema, then that every pick id is the signer's own and none repeats.

import * as v from 'valibot';
import { parseJsonBytes } from '../../json/parse-json';
import { MAX_PICKS_PER_CARD, picksPayloadSchema, type CashOutPick, type Pick, type PicksPayload, type PlayerKey } from '../../model/picks';
import { fromBase64Url, toBase64Url } from '../encoding';
import { deflateRaw, inflateRaw, MAX_INFLATED_BYTES } from '../inflate';
import { ECDSA_SIGN, importSigningKey, importVerifyingKey } from '../keys';
import { leagueIdOf } from '../league-id';
import { isLowS, toLowS } from '../low-s';
import { decodeWire, encodeWire, signedBytes, WIRE_KINDS, WIRE_VERSIONS } from '../wire';
import { playerIdOfPick } from './pick-id';

/** A card whose signature, schema and pick ids have been checked; playerId is derived from publicKey. */
export interface PicksCard {
  playerId: string;
  publicKey: string;
  payload: PicksPayload;
}

export type PicksCardRefusal = 'not-picks' | 'bad-signature' | 'too-large' | 'invalid';

export type PicksCardRead = { ok: true; card: PicksCard } | { ok: false; reason: PicksCardRefusal };

/** A card every reader would refuse (too many picks, too large once inflated, a pick that is not the key's): signing refuses it first. */
export class PicksCardError extends RangeError {
  constructor(readonly problem: 'too-many-picks' | 'too-large' | 'not-own-pick') {
    super(`picks-card: ${problem}`);
    this.name = 'PicksCardError';
  }
}

/** Every pick and cash-out id is the player's own and none repeats; a cash-out's bet is the player's own too. */
function hasOwnUniqueIds(playerId: string, picks: readonly Pick[], cashOuts: readonly CashOutPick[] = []): boolean {
  const ids = new Set<string>();
  for (const { id } of [...picks, ...cashOuts]) {
    if (playerIdOfPick(id) !== playerId || ids.has(id)) return false;
    ids.add(id);
  }
  return cashOuts.every((cashOut) => playerIdOfPick(cashOut.pickId) === playerId);
}

/** The wire bytes of a card carrying `picks` (and `cashOuts`, when any) in league `leagueId`, signed at `signedAtMs` under the key's name. */
export async function signPicksCard(key: PlayerKey, leagueId: string, picks: Pick[], signedAtMs: number, cashOuts: CashOutPick[] = []): Promise<Uint8Array> {
  if (picks.length > MAX_PICKS_PER_CARD || cashOuts.length > MAX_PICKS_PER_CARD) throw new PicksCardError('too-many-picks');
  if (!hasOwnUniqueIds(key.playerId, picks, cashOuts)) throw new PicksCardError('not-own-pick');
  const payload: PicksPayload = { kind: 'picks', league: leagueId, name: key.name, signedAt: new Date(signedAtMs).toISOString(), picks, ...(cashOuts.length > 0 ? { cashOuts } : {}) };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  if (json.length > MAX_INFLATED_BYTES) throw new PicksCardError('too-large');
  const publicKey = fromBase64Url(key.publicKey);
  if (!publicKey) throw new Error('Not a public key');
  const packed = await deflateRaw(json);
  const body = new Uint8Array(publicKey.length + packed.length);
  body.set(publicKey, 0);
  body.set(packed, publicKey.length);
  const kind = WIRE_KINDS.deflate;
  const signature = await crypto.subtle.sign(ECDSA_SIGN, await importSigningKey(key.privateJwk), signedBytes(WIRE_VERSIONS.current, kind, body));
  return encodeWire(WIRE_VERSIONS.current, kind, toLowS(new Uint8Array(signature)), body);
}

/** The card these bytes carry, or why not. Never throws. */
export async function readPicksCard(bytes: Uint8Array): Promise<PicksCardRead> {
  const wire = decodeWire(bytes);
  // Picks cards were never written in version 1, whose signature leaves the header unsigned.
  if (!wire || wire.version !== WIRE_VERSIONS.current) return { ok: false, reason: 'not-picks' };
  // A high-S twin verifies too: only the low one is a card, so one card has one text.
  if (!isLowS(wire.signature)) return { ok: false, reason: 'bad-signature' };
  const key = await importVerifyingKey(wire.publicKey);
  if (!key || !(await crypto.subtle.verify(ECDSA_SIGN, key, wire.signature, wire.signed))) return { ok: false, reason: 'bad-signature' };

  // Signed by the key in the body from here on; whose key that is, the organiser decides.
  let json: Uint8Array = wire.payload;
  if (wire.kind === WIRE_KINDS.deflate) {
    const inflated = await inflateRaw(wire.payload);
    if (!inflated.ok) return { ok: false, reason: inflated.reason === 'too-large' ? 'too-large' : 'invalid' };
    json = inflated.bytes;
  } else if (json.length > MAX_INFLATED_BYTES) {
    return { ok: false, reason: 'too-large' };
  }
  const value = parseJsonBytes(json);
  // A league update signed by its operator verifies too: it is no picks card.
  if (value === null || typeof value !== 'object' || (value as { kind?: unknown }).kind !== 'picks') return { ok: false, reason: 'not-picks' };
  const payload = v.safeParse(picksPayloadSchema, value);
  if (!payload.success) return { ok: false, reason: 'invalid' };
  const playerId = await leagueIdOf(wire.publicKey);
  if (!hasOwnUniqueIds(playerId, payload.output.picks, payload.output.cashOuts)) return { ok: false, reason: 'invalid' };
  return { ok: true, card: { playerId, publicKey: toBase64Url(wire.publicKey), payload: payload.output } };
}

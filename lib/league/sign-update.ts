// Signing an update: events fromSeq to the end of an operator's log (after a checkpoint of the
// events before fromSeq when asked), with the league's id, current name and the signing time, as
// the payload after the raw public key, and the organiser's snapshot when given (alone, as
// fromSeq = last + 1, when only picks were collected since). Wire version 2: the signature covers the header and the
// whole body, and is kept low-S, so one update has one text. Compressed (deflate-raw, kind 2)
// unless asked otherwise: feeds and links are text, and JSON shrinks well.

import { MAX_EVENTS_PER_UPDATE, type UpdatePayload } from '../model/league';
import type { Snapshot } from '../model/picks';
import { checkpointOf } from './checkpoint';
import { fromBase64Url } from './encoding';
import { deflateRaw, MAX_INFLATED_BYTES } from './inflate';
import { ECDSA_SIGN, importSigningKey, type LeagueKeys } from './keys';
import { describeLog, type LeagueLog } from './league-log';
import { toLowS } from './low-s';
import { encodeWire, signedBytes, WIRE_KINDS, WIRE_VERSIONS } from './wire';

export interface SignOptions {
  /** The operator's clock: the update's signed time. */
  signedAtMs: number;
  compress?: boolean;
  /** The events before fromSeq travel as a checkpoint at fromSeq - 1 (fromSeq may then be one past the last event). */
  checkpoint?: boolean;
  /** The organiser's count at the log's last seq; with it fromSeq may be one past the last event (a snapshot alone). */
  snapshot?: Snapshot;
}

/** An update every reader would refuse as too large once inflated: signing refuses it first. */
export class UpdateTooLargeError extends RangeError {
  constructor(readonly bytes: number) {
    // A typed error, not words: the store and the command line say what to do.
    super(`update-too-large: ${bytes} > ${MAX_INFLATED_BYTES}`);
    this.name = 'UpdateTooLargeError';
  }
}

/** The wire bytes of events fromSeq..end. Throws on an impossible request (no such events, a key that is not the log's, too large). */
export async function signUpdate(keys: LeagueKeys, log: LeagueLog, fromSeq: number, options: SignOptions): Promise<Uint8Array> {
  const lastSeq = log.events.length;
  const checkpoint = options.checkpoint ? checkpointOf(log, fromSeq - 1) : undefined;
  if (options.checkpoint && (!checkpoint || fromSeq > lastSeq + 1)) throw new RangeError(`The log has no event ${fromSeq - 1} to checkpoint`);
  const snapshotOnly = options.snapshot !== undefined && !checkpoint && fromSeq === lastSeq + 1;
  if (!checkpoint && !snapshotOnly && (fromSeq < 1 || fromSeq > lastSeq)) throw new RangeError(`The log has no event ${fromSeq}`);
  // Every update runs to the end of the log, so its snapshot is the count at the log's last seq.
  if (options.snapshot && options.snapshot.seq !== lastSeq) throw new RangeError(`A snapshot at ${options.snapshot.seq} is not at the log's last event ${lastSeq}`);
  const events = log.events.slice(fromSeq - 1);
  if (events.length > MAX_EVENTS_PER_UPDATE) throw new RangeError(`An update carries at most ${MAX_EVENTS_PER_UPDATE} events`);
  if (keys.publicKey !== log.publicKey) throw new Error('These keys are not the keys of this league');
  const publicKey = fromBase64Url(keys.publicKey);
  if (!publicKey) throw new Error('Not a public key');

  const payload: UpdatePayload = {
    league: log.leagueId,
    name: describeLog(log.events).name,
    signedAt: new Date(options.signedAtMs).toISOString(),
    ...(checkpoint ? { checkpoint } : {}),
    events,
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
  };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  if (json.length > MAX_INFLATED_BYTES) throw new UpdateTooLargeError(json.length);
  const compress = options.compress ?? true;
  const kind = compress ? WIRE_KINDS.deflate : WIRE_KINDS.json;
  const packed = compress ? await deflateRaw(json) : json;
  const body = new Uint8Array(publicKey.length + packed.length);
  body.set(publicKey, 0);
  body.set(packed, publicKey.length);
  const signingKey = await importSigningKey(keys.privateJwk);
  const signature = await crypto.subtle.sign(ECDSA_SIGN, signingKey, signedBytes(WIRE_VERSIONS.current, kind, body));
  return encodeWire(WIRE_VERSIONS.current, kind, toLowS(new Uint8Array(signature)), body);
}

// Signing an update: events fromSeq to the end of an operator's log, with the league's id and
// current name, as the payload after the raw public key; the signature covers that whole body.
// Compressed (deflate-raw, kind 2) unless asked otherwise: feeds and links are text, and JSON shrinks well.

import { MAX_EVENTS_PER_UPDATE, type UpdatePayload } from '../model/league';
import { fromBase64Url } from './encoding';
import { deflateRaw } from './inflate';
import { ECDSA_SIGN, importSigningKey, type LeagueKeys } from './keys';
import { describeLog, type LeagueLog } from './league-log';
import { encodeWire, WIRE_KINDS } from './wire';

export interface SignOptions {
  compress?: boolean;
}

/** The wire bytes of events fromSeq..end. Throws on an impossible request (no such events, a key that is not the log's). */
export async function signUpdate(keys: LeagueKeys, log: LeagueLog, fromSeq = 1, options: SignOptions = {}): Promise<Uint8Array> {
  const events = log.events.filter((event) => event.seq >= fromSeq);
  if (events.length === 0 || events[0]?.seq !== fromSeq) throw new RangeError(`The log has no event ${fromSeq}`);
  if (events.length > MAX_EVENTS_PER_UPDATE) throw new RangeError(`An update carries at most ${MAX_EVENTS_PER_UPDATE} events`);
  if (keys.publicKey !== log.publicKey) throw new Error('These keys are not the keys of this league');
  const publicKey = fromBase64Url(keys.publicKey);
  if (!publicKey) throw new Error('Not a public key');

  const payload: UpdatePayload = { league: log.leagueId, name: describeLog(log.events).name, events };
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const compress = options.compress ?? true;
  const packed = compress ? await deflateRaw(json) : json;
  const body = new Uint8Array(publicKey.length + packed.length);
  body.set(publicKey, 0);
  body.set(packed, publicKey.length);
  const signingKey = await importSigningKey(keys.privateJwk);
  const signature = await crypto.subtle.sign(ECDSA_SIGN, signingKey, body);
  return encodeWire(compress ? WIRE_KINDS.deflate : WIRE_KINDS.json, new Uint8Array(signature), body);
}

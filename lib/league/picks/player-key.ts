// A player's key pair in one league: ECDSA P-256 made by Web Crypto like an operator's, its id
// derived from the raw public key the way a league's id is, so a picks card's key names its player
// and nobody can sign picks under another player's id.

import * as v from 'valibot';
import { PLAYER_NAME_LENGTH, type PlayerKey } from '../../model/picks';
import { privateJwkSchema } from '../../model/league-fields';
import { fromBase64Url } from '../encoding';
import { generateLeagueKeys } from '../keys';
import { leagueIdOf } from '../league-id';

/** LRM, RLM, ALM, the embeddings and overrides and the isolates: they would turn a standings line around. */
const DIRECTION_CONTROLS = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/gu;
/** What a name with no usable character becomes. */
export const FALLBACK_PLAYER_NAME = 'Player';

/** A valid player name from a username: direction controls dropped, spaces collapsed, trimmed, cut to PLAYER_NAME_LENGTH.max. */
export function playerNameFor(username: string): string {
  const plain = username.replace(DIRECTION_CONTROLS, '').replace(/\s+/gu, ' ').trim();
  let name = '';
  // Cut by code point, so an emoji is never split in half.
  for (const character of plain) {
    if (name.length + character.length > PLAYER_NAME_LENGTH.max) break;
    name += character;
  }
  name = name.trim();
  return name.length >= PLAYER_NAME_LENGTH.min ? name : FALLBACK_PLAYER_NAME;
}

/** A new key for a player called `name` (made valid by playerNameFor), created at `nowMs`. */
export async function newPlayerKey(name: string, nowMs: number): Promise<PlayerKey> {
  const keys = await generateLeagueKeys();
  const raw = fromBase64Url(keys.publicKey);
  if (!raw) throw new Error('Web Crypto exported a public key that is not base64url');
  return {
    playerId: await leagueIdOf(raw),
    publicKey: keys.publicKey,
    privateJwk: v.parse(privateJwkSchema, keys.privateJwk),
    name: playerNameFor(name),
    createdAt: new Date(nowMs).toISOString(),
  };
}

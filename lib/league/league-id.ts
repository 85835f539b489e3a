// A league's id is derived from its public key (the product's rule for league ids and event 1): the first
// 16 characters of the lowercase base32 of SHA-256 over the raw key, so a key names its league
// and the id fits every id field. The fingerprint is the same id grouped for reading out loud.

import { LEAGUE_ID_LENGTH } from '../model/league';
import { base32Lower } from './encoding';

export async function leagueIdOf(rawPublicKey: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(rawPublicKey));
  return base32Lower(new Uint8Array(digest)).slice(0, LEAGUE_ID_LENGTH);
}

export { fingerprintText } from './fingerprint';

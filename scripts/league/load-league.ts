// Loads the committed league (data/league/) as the operator's LeagueLog, and the operator's key
// (league.key.json) after checking it is this league's key. Each failure names the file and what
// to do, and nothing is written on the way.

import { fromBase64Url } from '../../lib/league/encoding';
import { keyPairHolds, leagueKeySchema } from '../../lib/league/key-file';
import type { LeagueKeys } from '../../lib/league/keys';
import { leagueIdOf } from '../../lib/league/league-id';
import type { LeagueLog } from '../../lib/league/league-log';
import { join } from 'node:path';
import { checkChain } from './chain-check';
import { refusal, type Refusal } from './cli-context';
import { EVENTS_FILE, EVENTS_FILE_MAX_BYTES, eventsFileSchema, KEY_FILE, LEAGUE_FILE, leagueFileSchema, readJsonFile, type LeagueFile } from './league-files';

export interface LoadedLeague {
  file: LeagueFile;
  log: LeagueLog;
}

/** The committed league.json alone: what verify and the build check pin a feed to. */
export async function loadLeagueFile(root: string): Promise<{ ok: true; file: LeagueFile } | Refusal> {
  const read = readJsonFile(join(root, LEAGUE_FILE), LEAGUE_FILE, leagueFileSchema);
  if (!read.ok) {
    return read.missing
      ? refusal(`There is no league here: ${LEAGUE_FILE} is missing under ${root}.`, 'Start one with `npm run league -- init --name NAME`.')
      : refusal(read.message);
  }
  const key = fromBase64Url(read.value.publicKey);
  if (!key || (await leagueIdOf(key)) !== read.value.leagueId) {
    return refusal(`${LEAGUE_FILE} is damaged: its leagueId is not the id of its publicKey.`);
  }
  return { ok: true, file: read.value };
}

export async function loadLeague(root: string): Promise<{ ok: true; league: LoadedLeague } | Refusal> {
  const loaded = await loadLeagueFile(root);
  if (!loaded.ok) return loaded;
  const read = readJsonFile(join(root, EVENTS_FILE), EVENTS_FILE, eventsFileSchema, EVENTS_FILE_MAX_BYTES);
  if (!read.ok) return refusal(read.message);
  const chain = await checkChain(read.value.events);
  if (!chain.ok) return refusal(`${EVENTS_FILE} is damaged: ${chain.message}`);
  const { leagueId, publicKey } = loaded.file;
  return { ok: true, league: { file: loaded.file, log: { leagueId, publicKey, events: read.value.events, hashes: chain.hashes } } };
}

/** The operator's key, only when it is the key of the committed league. */
export function loadOperatorKeys(root: string, league: LeagueFile): { ok: true; keys: LeagueKeys } | Refusal {
  const read = readJsonFile(join(root, KEY_FILE), KEY_FILE, leagueKeySchema);
  if (!read.ok) {
    return read.missing
      ? refusal(
          `${KEY_FILE} is missing under ${root}: only the operator, who holds the league's private key, can change the league.`,
          `Copy the league's ${KEY_FILE} (made by init, never committed) into ${root}.`,
        )
      : refusal(read.message);
  }
  const { publicKey, leagueId, privateJwk } = read.value;
  if (publicKey !== league.publicKey || leagueId !== league.leagueId) {
    return refusal(`${KEY_FILE} is the key of league ${leagueId}, not of this league ${league.leagueId} (${LEAGUE_FILE}).`);
  }
  // A private key whose public half is another key would sign feeds that no visitor accepts.
  if (!keyPairHolds(read.value)) {
    return refusal(`${KEY_FILE} is damaged: its private key does not belong to its public key.`);
  }
  return { ok: true, keys: { publicKey, privateJwk } };
}

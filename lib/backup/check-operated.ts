// The async half of trusting a backup's league keys: each log's events are checked one by one and
// along their chain, their hashes must be the ones stored, and the league id the one the key
// derives. Done before the restore's pure operation and its transaction (hashing awaits).

import { loadLeagueLog } from '../league/league-log';
import type { OperatedLeague } from '../model/operated-league';

async function isSound(record: OperatedLeague): Promise<boolean> {
  try {
    const loaded = await loadLeagueLog(record.publicKey, record.events);
    return loaded.ok && loaded.log.leagueId === record.id && loaded.log.hashes.length === record.hashes.length && loaded.log.hashes.every((hash, index) => record.hashes[index] === hash);
  } catch {
    // No Web Crypto (an insecure context): nothing can be checked, so nothing is trusted.
    return false;
  }
}

/** The ids of the operated leagues whose log and id hold. */
export async function checkedOperatedIds(records: readonly OperatedLeague[]): Promise<Set<string>> {
  const checks = await Promise.all(records.map(isSound));
  return new Set(records.filter((_, index) => checks[index]).map((record) => record.id));
}

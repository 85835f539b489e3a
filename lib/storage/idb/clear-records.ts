// 'Reset this browser's data' in the database: every record of the game goes in one transaction.
// The quarantine stays, as the copies of unreadable data always have: it is the player's data
// kept for recovery, not the game.

import type { GameDatabase } from './database';
import { DATA_STORES } from './record-stores';
import { issueAll, runTransaction } from './transaction';

export async function clearGameRecords(db: GameDatabase): Promise<boolean> {
  const result = await runTransaction(db, [...DATA_STORES], (transaction) => issueAll(DATA_STORES, (store) => transaction.objectStore(store).clear()));
  return result.ok;
}

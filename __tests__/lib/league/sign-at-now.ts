// The operator's signUpdate with its signing time taken from the tests' fixed clock (NOW), so no
// test's update depends on today's date.

import { signUpdate, type SignOptions } from '@/lib/league/sign-update';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import { NOW } from '../game-fixtures';

export function signUpdateAtNow(keys: LeagueKeys, log: LeagueLog, fromSeq = 1, options: Partial<SignOptions> = {}): Promise<Uint8Array> {
  return signUpdate(keys, log, fromSeq, { signedAtMs: NOW, ...options });
}

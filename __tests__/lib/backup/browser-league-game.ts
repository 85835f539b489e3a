// A game with a league run from the browser: Ann started 'Office Cup' (real keys, one question)
// and follows it as its operator; Bob joined it. Shared by the backup and restore tests.

import { joinMembership } from '@/lib/league/membership-rules';
import { startOperatedLeague } from '@/lib/league/operate-league';
import type { LeagueLog } from '@/lib/league/league-log';
import type { LeagueKeys } from '@/lib/league/keys';
import type { GameData } from '@/lib/model/game';
import { makeCtx, NOW, ok, threePlayers } from '../game-fixtures';
import { logWithQuestions, testKeys, verifiedUpdate } from '../league/league-fixtures';

export interface BrowserLeagueGame {
  data: GameData;
  keys: LeagueKeys;
  log: LeagueLog;
  ann: string;
  bob: string;
  cy: string;
}

export async function browserLeagueGame(prefix = 'id'): Promise<BrowserLeagueGame> {
  const [keys] = await testKeys();
  const ctx = makeCtx(NOW, prefix);
  const { data, ids } = threePlayers(ctx);
  const [ann = '', bob = '', cy = ''] = ids;
  const log = await logWithQuestions(keys, 1, 'Office Cup');
  const started = ok(startOperatedLeague(data, ann, keys, log, await verifiedUpdate(keys, log), ctx)).data;
  return { data: ok(joinMembership(started, bob, log.leagueId, ctx)).data, keys, log, ann, bob, cy };
}

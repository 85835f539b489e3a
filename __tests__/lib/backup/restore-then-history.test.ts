// A league restored from a backup holds nothing applied; the operator's signed history, which
// always starts at seq 1, then rebuilds its questions and settles the restored positions the
// organiser counted, once. The membership's player key comes back with the backup, so the count finds them.

import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { restoreBackup } from '@/lib/backup/restore';
import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { leagueBalance } from '@/lib/league/follow-league';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../game-fixtures';
import { logWithQuestions, resolve, testKeys, verifiedUpdate } from '../league/league-fixtures';
import { countedUpdate, followWithKey } from '../league/counted-snapshot';

it('settles a restored position when the league’s signed history arrives, and pays it once', async () => {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 1);
  const questionId = `${log.leagueId}.1`;
  const ctx = makeCtx(NOW, 'ann');

  // Ann, in another browser: follows the league and bets 100 on YES.
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const started = ok(applyLeagueUpdate(ann.data, await verifiedUpdate(keys, log), 'site', ctx)).data;
  const followed = followWithKey(started, ann.account.id, log.leagueId, ctx);
  const played = ok(placeBet(followed, { accountId: ann.account.id, marketId: questionId, choice: 'YES', amount: 100 }, ctx)).data;
  const backup = ok(readBackup(JSON.stringify(makeBackup(played, ann.account.id, NOW)))).backup.game;

  // Here: a fresh browser, restored before it has seen the league.
  const here = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  const restored = ok(restoreBackup(here.data, here.account.id, backup, makeCtx(NOW), new Set([log.leagueId]))).data;
  expect(leagueBalance(restored.ledger, here.account.id, log.leagueId)).toBe(900);

  const settled = await countedUpdate(keys, await resolve(log, questionId, 'YES'), 1, played, NOW + 500);
  const once = ok(applyLeagueUpdate(restored, settled, 'site', makeCtx(NOW + 1000))).data;
  expect(once.markets.find((market) => market.id === questionId)).toMatchObject({ isResolved: true, outcome: 'YES' });
  expect(once.positions.filter((position) => position.accountId === here.account.id)).toEqual([expect.objectContaining({ status: 'won' })]);
  expect(leagueBalance(once.ledger, here.account.id, log.leagueId)).toBe(1080);
  expect(v.safeParse(gameStateSchema, once).success).toBe(true);

  const twice = ok(applyLeagueUpdate(once, settled, 'site', makeCtx(NOW + 2000)));
  expect(twice.data).toBe(once);
});

// What a checkpoint must not be trusted with (found in review): a restored league's starting coins
// or signed time, a history that differs from the one applied here, or a time that moves on
// without the update reaching what this browser holds; and a league joined from a checkpoint
// keeps its operator's key through a backup restore.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { restoreBackup } from '@/lib/backup/restore';
import { planOperatedLeagues } from '@/lib/backup/restore-operated';
import { placeBet } from '@/lib/betting/place-bet';
import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import { followWithKey } from './counted-snapshot';
import type { LeagueKeys } from '@/lib/league/keys';
import { appendQuestion, type LeagueLog } from '@/lib/league/league-log';
import { readUpdate } from '@/lib/league/read-update';
import type { OperatedLeague } from '@/lib/model/operated-league';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { FAKE_HASH, gameWith, makeCtx, ok, threePlayers } from '../game-fixtures';
import { draft, HOUR_MS, logWithQuestions, NOW, pinned, resolve, testKeys, verifiedUpdate } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

async function update(keys: LeagueKeys, log: LeagueLog, fromSeq: number, checkpoint: boolean, signedAtMs = NOW) {
  const read = await readUpdate(await signUpdateAtNow(keys, log, fromSeq, { checkpoint, signedAtMs }), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

const annIn = (prefix: string) => ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, prefix)));

describe('a checkpoint trusts nothing it cannot check', () => {
  it('refuses a checkpoint whose starting coins differ from a restored league’s, and forgets a backup’s signed time', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const ctx = makeCtx(NOW, 'ann');
    const ann = annIn('ann');
    const started = ok(applyLeagueUpdate(ann.data, await verifiedUpdate(keys, log), 'site', ctx)).data;
    const followed = ok(followLeague(started, ann.account.id, log.leagueId, ctx)).data;
    const edited = ok(readBackup(JSON.stringify(makeBackup(followed, ann.account.id, NOW)))).backup.game as { leagues: { startingCoins: number; signedAt?: string }[] };
    const [league] = edited.leagues;
    if (!league) throw new Error('no league in the backup');
    league.startingCoins = 1_000_000;
    league.signedAt = '2999-01-01T00:00:00.000Z';
    const here = annIn('here');
    const restored = ok(restoreBackup(here.data, here.account.id, edited as never, makeCtx(NOW), new Set([log.leagueId]))).data;
    expect(restored.leagues[0]?.signedAt).toBeUndefined();

    // Event 1 refuses the edited coins; so does the checkpoint, which says the same.
    expect(applyLeagueUpdate(restored, await update(keys, log, 1, false), 'site', makeCtx(NOW + 1000))).toMatchObject({ ok: false });
    expect(applyLeagueUpdate(restored, await update(keys, log, 3, true), 'site', makeCtx(NOW + 1000))).toMatchObject({ ok: false, problem: 'checkpoint-disagrees' });
    expect(leagueBalance(restored.ledger, here.account.id, log.leagueId)).toBeGreaterThanOrEqual(0);
  });

  it('refuses a forked history through a checkpoint as its events would be refused', async () => {
    const [keys] = await testKeys();
    const base = await logWithQuestions(keys, 1);
    const seen = ok(await appendQuestion(base, draft('Will team 2 win the cup?'), NOW + 2 * HOUR_MS)).log;
    let fork = ok(await appendQuestion(base, draft('Will it rain at the final match?'), NOW + 3 * HOUR_MS)).log;
    fork = await resolve(fork, `${fork.leagueId}.1`, 'YES', NOW + 4 * HOUR_MS);
    fork = ok(await appendQuestion(fork, draft('Will team 9 win the cup?'), NOW + 5 * HOUR_MS)).log;
    const ctx = makeCtx(NOW + 2.5 * HOUR_MS);
    const { data, ids } = threePlayers(ctx);
    const ann = ids[0] ?? '';
    let here = ok(applyLeagueUpdate(data, await update(keys, seen, 1, false), 'link', ctx)).data;
    here = followWithKey(here, ann, seen.leagueId, ctx);
    here = ok(placeBet(here, { accountId: ann, marketId: `${seen.leagueId}.2`, choice: 'YES', amount: 100 }, ctx)).data;
    const later = makeCtx(NOW + 6 * HOUR_MS);
    expect(applyLeagueUpdate(here, await update(keys, fork, 1, false), 'link', later)).toMatchObject({ ok: false, reason: 'conflict' });
    expect(applyLeagueUpdate(here, await update(keys, fork, 5, true), 'link', later)).toMatchObject({ ok: false, problem: 'checkpoint-disagrees' });
  });

  it('moves the signed time on only for an update that reaches what is applied here', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 6);
    const ctx = makeCtx(NOW + HOUR_MS);
    const { data } = threePlayers(ctx);
    const joined = ok(applyLeagueUpdate(data, await update(keys, log, 6, true), 'link', ctx)).data;
    const cut = { ...log, events: log.events.slice(0, 3), hashes: log.hashes.slice(0, 3) };
    // Events 1..3 of the same log, signed a day later: old news below the checkpoint, nothing changes.
    expect(ok(applyLeagueUpdate(joined, await update(keys, cut, 1, false, NOW + 24 * HOUR_MS), 'link', ctx)).data).toBe(joined);
    const whole = ok(applyLeagueUpdate(data, await update(keys, log, 1, false), 'link', ctx)).data;
    expect(ok(applyLeagueUpdate(whole, await update(keys, cut, 1, false, NOW + 24 * HOUR_MS), 'link', ctx)).data).toBe(whole);
  });

  it('restores an operator’s key for a league this browser joined from a checkpoint', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 5);
    const ctx = makeCtx(NOW + HOUR_MS);
    const { data } = threePlayers(ctx);
    const joined = ok(applyLeagueUpdate(data, await update(keys, log, 5, true), 'link', ctx)).data;
    expect(joined.leagues[0]?.firstSeq).toBe(4);
    const record: OperatedLeague = {
      ...{ id: log.leagueId, accountId: 'elsewhere', privateJwk: keys.privateJwk as OperatedLeague['privateJwk'], publicKey: keys.publicKey, events: log.events, hashes: log.hashes },
      ...{ sharedUpTo: 6, createdAt: new Date(NOW).toISOString() },
    };
    const plan = planOperatedLeagues([], [record], 'target', joined.leagues, new Set([log.leagueId]), new Set([log.leagueId]));
    expect(plan.summary).toEqual({ restored: [joined.leagues[0]?.name], leftOut: [] });
  });
});

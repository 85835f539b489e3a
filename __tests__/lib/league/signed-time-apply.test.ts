import { applyLeagueUpdate } from '@/lib/league/apply-update';
import type { LeagueLog } from '@/lib/league/league-log';
import { readUpdate } from '@/lib/league/read-update';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { HOUR_MS, logWithQuestions, NOW, pinned, resolve, testKeys } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

const DAY_MS = 24 * HOUR_MS;

async function signedAt(log: LeagueLog, fromSeq: number, atMs: number) {
  const [keys] = await testKeys();
  const read = await readUpdate(await signUpdateAtNow(keys, log, fromSeq, { signedAtMs: atMs }), pinned(log));
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

describe('an update’s signed time', () => {
  it('keeps the newest signed time applied: a replay signed later moves it on, an older one never moves it back', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const ctx = makeCtx(NOW + 3 * DAY_MS);
    const { data: players } = threePlayers(ctx);
    const first = ok(applyLeagueUpdate(players, await signedAt(log, 1, NOW + DAY_MS), 'link', ctx)).data;
    expect(first.leagues[0]?.signedAt).toBe(new Date(NOW + DAY_MS).toISOString());

    // The same events signed a day later: 'results as of' moves on, nothing else changes.
    const fresher = ok(applyLeagueUpdate(first, await signedAt(log, 1, NOW + 2 * DAY_MS), 'link', ctx));
    expect(fresher.data.leagues[0]?.signedAt).toBe(new Date(NOW + 2 * DAY_MS).toISOString());
    expect({ ...fresher.data, leagues: first.leagues }).toEqual(first);
    expect(fresher.summary).toMatchObject({ added: 0, settled: 0 });

    // The older update again: a replay, which changes nothing.
    expect(ok(applyLeagueUpdate(fresher.data, await signedAt(log, 1, NOW + DAY_MS), 'link', ctx)).data).toBe(fresher.data);
  });

  it('applies an update signed earlier than one already applied only for its new events, and keeps the newer time', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const longer = await resolve(log, `${log.leagueId}.1`, 'YES');
    const ctx = makeCtx(NOW + 3 * DAY_MS);
    const { data: players } = threePlayers(ctx);
    const latest = ok(applyLeagueUpdate(players, await signedAt(log, 1, NOW + 2 * DAY_MS), 'link', ctx)).data;
    const older = ok(applyLeagueUpdate(latest, await signedAt(longer, 1, NOW + DAY_MS), 'link', ctx));
    expect(older.summary.settled).toBe(1);
    expect(older.data.leagues[0]).toMatchObject({ seq: 3, signedAt: new Date(NOW + 2 * DAY_MS).toISOString() });
  });
});

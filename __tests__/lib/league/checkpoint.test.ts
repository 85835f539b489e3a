import { applyLeagueUpdate } from '@/lib/league/apply-update';
import { CHECKPOINT_OVER_BYTES, checkpointOf, updateStart, wholeLeagueStart } from '@/lib/league/checkpoint';
import { hashEvent } from '@/lib/league/event-hash';
import { inflateRaw, MAX_INFLATED_BYTES } from '@/lib/league/inflate';
import type { LeagueKeys } from '@/lib/league/keys';
import { leagueIdOf } from '@/lib/league/league-id';
import type { LeagueLog } from '@/lib/league/league-log';
import { readInvite } from '@/lib/league/read-invite';
import { readUpdate } from '@/lib/league/read-update';
import { UpdateTooLargeError } from '@/lib/league/sign-update';
import { decodeWire } from '@/lib/league/wire';
import { fromBase64Url } from '@/lib/league/encoding';
import type { LeagueEvent } from '@/lib/model/league';
import { followLeague, leagueBalance } from '@/lib/league/follow-league';
import { followWithKey, holdCounted } from './counted-snapshot';
import { makeCtx, ok, threePlayers } from '../game-fixtures';
import { ENDS, HOUR_MS, logWithQuestions, NOW, pinned, resolve, testKeys } from './league-fixtures';
import { signUpdateAtNow } from './sign-at-now';

/**
 * A long league made directly (appending one by one re-reads the log each time): `added`
 * questions, the first `settled` of them resolved YES, each event chained to the one before.
 */
async function longLog(keys: LeagueKeys, added: number, settled: number, description = ''): Promise<LeagueLog> {
  const leagueId = await leagueIdOf(fromBase64Url(keys.publicKey) as Uint8Array);
  const at = new Date(NOW).toISOString();
  const events: LeagueEvent[] = [];
  const hashes: string[] = [];
  const push = async (event: Omit<LeagueEvent, 'seq' | 'prev' | 'at'>) => {
    const full = { ...event, seq: events.length + 1, prev: hashes.at(-1) ?? '', at } as LeagueEvent;
    events.push(full);
    hashes.push(await hashEvent(full));
  };
  await push({ type: 'started', name: 'IPL Season', startingCoins: 1000 } as never);
  for (let n = 1; n <= added; n += 1) {
    await push({ type: 'question-added', id: `${leagueId}.${n}`, question: `Will match ${n} be won by the team batting first?`, category: 'Sports', description, endTime: ENDS } as never);
  }
  for (let n = 1; n <= settled; n += 1) await push({ type: 'resolved', questionId: `${leagueId}.${n}`, outcome: 'YES' } as never);
  return { leagueId, publicKey: keys.publicKey, events, hashes };
}

// Long leagues are built and signed for real: slow on a loaded machine, so these get a minute.
jest.setTimeout(60_000);

describe('checkpoints', () => {
  it('carries a league from event 1 while it is small, and from a checkpoint before the latest events once it passes 256 kB', async () => {
    const [keys] = await testKeys();
    expect(wholeLeagueStart(await logWithQuestions(keys, 3))).toEqual({ fromSeq: 1, checkpoint: false });
    const long = await longLog(keys, 1500, 1000);
    expect(new TextEncoder().encode(JSON.stringify(long.events)).length).toBeGreaterThan(CHECKPOINT_OVER_BYTES);
    expect(wholeLeagueStart(long)).toEqual({ fromSeq: long.events.length - 99, checkpoint: true });
  });

  it('sends the events since a seq as they are, unless a season added at once makes them too large: then the whole league from a checkpoint', async () => {
    const [keys] = await testKeys();
    const long = await longLog(keys, 1500, 0);
    expect(updateStart(long, long.events.length - 5)).toEqual({ fromSeq: long.events.length - 5, checkpoint: false });
    expect(updateStart(long, 2)).toEqual({ fromSeq: long.events.length - 99, checkpoint: true });
    expect(updateStart(await logWithQuestions(keys, 2), 1)).toEqual({ fromSeq: 1, checkpoint: false });
  });

  it('lets a new player join a league of 10,000 events through one invite, with its open questions and its starting coins', async () => {
    const [keys] = await testKeys();
    const log = await longLog(keys, 6000, 3999);
    expect(log.events).toHaveLength(10_000);
    const start = wholeLeagueStart(log);
    const bytes = await signUpdateAtNow(keys, log, start.fromSeq, { checkpoint: start.checkpoint });
    // What travels is far under the reader's 1 MB inflate cap, and small on the wire.
    const wire = decodeWire(bytes);
    const inflated = await inflateRaw(wire!.payload);
    expect(inflated.ok && inflated.bytes.length).toBeLessThan(MAX_INFLATED_BYTES);
    expect(bytes.length).toBeLessThan(300_000);

    const invite = ok(await readInvite(bytes));
    expect(invite.preview).toMatchObject({ name: 'IPL Season', startingCoins: 1000 });
    expect(invite.preview.questions.filter((question) => question.state === 'open')).toHaveLength(2001);
    const ctx = makeCtx(NOW + HOUR_MS);
    const { data: players, ids } = threePlayers(ctx);
    const joined = ok(applyLeagueUpdate(players, invite.update, 'link', ctx)).data;
    expect(joined.leagues[0]).toMatchObject({ seq: 10_000, firstSeq: start.fromSeq - 1 });
    expect(joined.markets.filter((market) => market.leagueId === log.leagueId && !market.isResolved)).toHaveLength(2001);
    const followed = ok(followLeague(joined, ids[0] ?? null, log.leagueId, ctx)).data;
    expect(leagueBalance(followed.ledger, ids[0] ?? '', log.leagueId)).toBe(1000);
  });

  it('refuses to sign what every reader would refuse as too large, even from a checkpoint', async () => {
    const [keys] = await testKeys();
    const log = await longLog(keys, 2500, 0, 'x'.repeat(450));
    const start = wholeLeagueStart(log);
    await expect(signUpdateAtNow(keys, log, start.fromSeq, { checkpoint: true })).rejects.toBeInstanceOf(UpdateTooLargeError);
  });

  it('settles, from the checkpoint, the bets of a player who was behind it, and a checkpoint that contradicts what is held is refused', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const ctx = makeCtx(NOW + 3 * HOUR_MS);
    const { data: players, ids } = threePlayers(ctx);
    const read = async (of: LeagueLog, from: number, checkpoint: boolean) => {
      const result = await readUpdate(await signUpdateAtNow(keys, of, from, { checkpoint }), pinned(of));
      if (!result.ok) throw new Error(result.reason);
      return result.update;
    };
    let data = ok(applyLeagueUpdate(players, await read(log, 1, false), 'link', ctx)).data;
    const ann = ids[0] ?? '';
    data = followWithKey(data, ann, log.leagueId, ctx);
    const { placeBet } = await import('@/lib/betting/place-bet');
    data = holdCounted(ok(placeBet(data, { accountId: ann, marketId: `${log.leagueId}.1`, choice: 'YES', amount: 100 }, ctx)).data, log.leagueId);

    const resolved = await resolve(await resolve(log, `${log.leagueId}.1`, 'YES'), `${log.leagueId}.2`, 'NO');
    const caught = ok(applyLeagueUpdate(data, await read(resolved, resolved.events.length + 1, true), 'link', ctx));
    expect(caught.summary.byAccount[ann]?.won).toEqual({ count: 1, coins: 180 });
    expect(leagueBalance(caught.data.ledger, ann, log.leagueId)).toBe(1080);
    expect(caught.data.leagues[0]).toMatchObject({ seq: 5, firstSeq: 5, hashes: [resolved.hashes[4]] });
    expect(checkpointOf(resolved, 5)?.questions).toEqual([
      { id: `${log.leagueId}.1`, outcome: 'YES' },
      { id: `${log.leagueId}.2`, outcome: 'NO' },
    ]);

    // The same league said to have settled question 1 the other way: refused, nothing changes.
    const other = await resolve(log, `${log.leagueId}.1`, 'NO');
    const settledHere = ok(applyLeagueUpdate(data, await read(await resolve(log, `${log.leagueId}.1`, 'YES'), 4, false), 'link', ctx)).data;
    expect(applyLeagueUpdate(settledHere, await read(await resolve(other, `${log.leagueId}.2`, 'NO'), 6, true), 'link', ctx)).toMatchObject({ ok: false });
  });
});

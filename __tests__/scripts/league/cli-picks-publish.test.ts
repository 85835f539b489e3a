/** @jest-environment node */
import { readUpdate } from '@/lib/league/read-update';
import { snapshotOf } from '@/lib/league/picks/snapshot';
import type { LeagueEvent } from '@/lib/model/league';
import type { CollectedPick, LeaguePlayer } from '@/lib/model/picks';
import { checkLeagueBuild } from '@/scripts/league/build-check';
import { feedBytes, league, leagueAt, NOW_MS, publishedLeague, readJson } from './league-cli-helpers';
import { betOf, HOUR_MS, players, writePicksFile } from './picks-cli-helpers';

async function feedUpdate(root: string) {
  const { publicKey } = readJson<{ publicKey: string }>(root, 'data/league/league.json');
  const read = await readUpdate(feedBytes(root), () => publicKey);
  if (!read.ok) throw new Error(read.reason);
  return read.update;
}

/** A league where Asha staked 100 on YES and Ben 50 on NO before the close, resolved YES an hour later. */
async function resolvedWithPicks() {
  const { root, questionId } = await publishedLeague();
  const [asha, ben] = await players();
  const files = [await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]), await writePicksFile(root, ben!, [betOf(ben!, 1, questionId, 'NO', 50)])];
  expect((await league(root, 'picks', ...files)).code).toBe(0);
  expect((await leagueAt(NOW_MS + HOUR_MS, root, 'resolve', questionId, 'YES')).code).toBe(0);
  return { root, questionId, asha: asha!, ben: ben! };
}

describe('publish with collected picks', () => {
  it('signs a snapshot whose standings are the count of the collected picks', async () => {
    const { root, questionId, asha, ben } = await resolvedWithPicks();
    const published = await leagueAt(NOW_MS + 2 * HOUR_MS, root, 'publish');
    expect(published.code).toBe(0);
    expect(published.out).toContain('Standings of 2 admitted players, counted picks on 1 question.');
    const update = await feedUpdate(root);
    const { events } = readJson<{ events: LeagueEvent[] }>(root, 'data/league/events.json');
    const collected = readJson<{ players: LeaguePlayer[]; picks: CollectedPick[] }>(root, 'data/league/picks.json');
    expect(update.snapshot).toEqual(snapshotOf(events, collected.players, collected.picks, NOW_MS + 2 * HOUR_MS));
    expect(update.snapshot?.seq).toBe(events.length);
    expect(update.snapshot?.crowd).toEqual([{ questionId, yesCoins: 100, noCoins: 50, yesPlayers: 1, noPlayers: 1 }]);
    const standing = (playerId: string) => update.snapshot?.standings.find((row) => row.playerId === playerId);
    expect(standing(asha.playerId)).toMatchObject({ name: 'Asha', balance: 1080, all: 80, won: 1, settled: 1 });
    expect(standing(ben.playerId)).toMatchObject({ name: 'Ben', balance: 950, all: -50, won: 0, settled: 1 });
  });

  it('carries an empty snapshot before any pick, and leaves out players not admitted', async () => {
    const { root, questionId } = await publishedLeague();
    expect((await feedUpdate(root)).snapshot).toMatchObject({ crowd: [], standings: [], judged: [] });
    const [asha] = await players();
    await league(root, 'picks', '--hold', await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]));
    await league(root, 'publish');
    expect((await feedUpdate(root)).snapshot).toMatchObject({ crowd: [], standings: [], judged: [] });
  });

  it('verify and the build check accept the feed with its snapshot', async () => {
    const { root } = await resolvedWithPicks();
    await leagueAt(NOW_MS + 2 * HOUR_MS, root, 'publish');
    const verified = await league(root, 'verify', 'public/league/feed.json');
    expect(verified.code).toBe(0);
    expect(verified.out).toContain('Standings: 2 players, counted picks on 1 question, as of event 3.');
    expect(await checkLeagueBuild(root)).toEqual({ ok: true, message: expect.stringMatching(/verifies, 3 events, standings of 2 players\./) });
  });

  it('fails the build when picks were collected after the last publish', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    await league(root, 'picks', await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]));
    expect(await checkLeagueBuild(root)).toEqual({ ok: false, message: expect.stringMatching(/does not carry the standings of the picks in data\/league\/picks.json\. Run `npm run league -- publish`/) });
    await league(root, 'publish');
    expect((await checkLeagueBuild(root)).ok).toBe(true);
  });
});

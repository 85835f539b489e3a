/** @jest-environment node */
// The site league's command line carries cash-outs like picks: collected into data/league/picks.json,
// counted in the snapshot publish signs, and checked by the build.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readUpdate } from '@/lib/league/read-update';
import { newPickId } from '@/lib/league/picks/pick-id';
import { signPicksCard } from '@/lib/league/picks/picks-card';
import { picksFileText } from '@/lib/league/picks/picks-link';
import { snapshotOf } from '@/lib/league/picks/snapshot';
import type { LeagueEvent } from '@/lib/model/league';
import type { CollectedCashOut, CollectedPick, LeaguePlayer } from '@/lib/model/picks';
import { checkLeagueBuild } from '@/scripts/league/build-check';
import { feedBytes, league, leagueAt, NOW_MS, publishedLeague, readJson } from './league-cli-helpers';
import { betOf, HOUR_MS, leagueIdOf, players, writePicksFile } from './picks-cli-helpers';

describe('cash-outs on the command line', () => {
  it('are collected with picks, counted in the published snapshot and pass the build check', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha, ben] = await players();
    const ashaBet = betOf(asha!, 1, questionId, 'YES', 100);
    const files = [await writePicksFile(root, asha!, [ashaBet]), await writePicksFile(root, ben!, [betOf(ben!, 1, questionId, 'NO', 50)])];
    expect((await league(root, 'picks', ...files)).code).toBe(0);

    // Asha cashes out half (1,000 − 100 + 45 = 945 left, 50 still staked) at a crowd of 100 YES to 50 NO: 50 × min(0.9, 1.8 × 2/3) = 45 coins.
    const later = NOW_MS + HOUR_MS / 4;
    const cashOut = { id: newPickId(asha!.playerId, new Uint8Array(8).fill(7)), pickId: ashaBet.id, amount: 50, value: 45, pricedAt: new Date(NOW_MS).toISOString(), placedAt: new Date(later).toISOString() };
    const card = await signPicksCard(asha!, leagueIdOf(root), [ashaBet], later, [cashOut]);
    writeFileSync(join(root, 'asha-2.predictoplay-picks'), picksFileText(card));
    expect((await leagueAt(later, root, 'picks', 'asha-2.predictoplay-picks')).code).toBe(0);
    const collected = readJson<{ players: LeaguePlayer[]; picks: CollectedPick[]; cashOuts: CollectedCashOut[] }>(root, 'data/league/picks.json');
    expect(collected.cashOuts).toEqual([expect.objectContaining({ id: cashOut.id, pickId: ashaBet.id, value: 45, playerId: asha!.playerId })]);

    expect((await leagueAt(later + HOUR_MS, root, 'publish')).code).toBe(0);
    const { publicKey } = readJson<{ publicKey: string }>(root, 'data/league/league.json');
    const read = await readUpdate(feedBytes(root), () => publicKey);
    if (!read.ok) throw new Error(read.reason);
    const { events } = readJson<{ events: LeagueEvent[] }>(root, 'data/league/events.json');
    expect(read.update.snapshot).toEqual(snapshotOf(events, collected.players, collected.picks, later + HOUR_MS, collected.cashOuts));
    expect(read.update.snapshot?.crowd).toEqual([{ questionId, yesCoins: 50, noCoins: 50, yesPlayers: 1, noPlayers: 1, keptCoins: 5 }]);
    expect(read.update.snapshot?.standings.find((row) => row.playerId === asha!.playerId)).toMatchObject({ balance: 945 });
    expect((await checkLeagueBuild(root)).ok).toBe(true);
  });
});

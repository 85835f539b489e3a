// The league round trip in the store, one browser each, real keys and a real IndexedDB per browser:
// the organiser starts a league and adds a question, two players join from the invite and bet, they
// send their picks links, the organiser collects them (one in time, one only after the result),
// resolves and shares the update; the player counted is paid once, and the late one gets 'Not
// counted' with the stake back, though their bet was on the winning side.

import { applyUpdateBytes } from '@/lib/store/browser-league-actions';
import { collectPicks, setPlayerAdmission } from '@/lib/store/collect-actions';
import { useGameStore } from '@/lib/store/game-store';
import { settleLeagueQuestion } from '@/lib/store/league-operator-actions';
import { updateLink } from '@/lib/store/league-share-actions';
import { ok } from '../game-fixtures';
import { NOW } from '../league/league-fixtures';
import { bytesOf, ORIGIN, switchTo, walletOf } from './browsers';
import { playedLeague } from './picks-league';
import { stored } from './stored-game';

beforeEach(() => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

it('pays a bet the organiser collected before the result once, and gives a late one back as not counted', async () => {
  // Both bet 100 on YES; Asha's picks reach the organiser before the result, Ben's after.
  const league = await playedLeague({ asha: { choice: 'YES', amount: 100 }, ben: { choice: 'YES', amount: 100 } });
  const { leagueId, question } = league;

  const inTime = await collectPicks({ text: `Asha: ${league.links.asha}` });
  expect(inTime.lines).toEqual(['Picks from Asha: 1 new (new player: choose Count to include these)']);
  expect(await setPlayerAdmission(leagueId, inTime.reports[0]?.playerId ?? '', 'admitted')).toBe(true);
  ok(await settleLeagueQuestion(leagueId, question, 'YES'));
  const late = await collectPicks({ text: `Ben: ${league.links.ben}` });
  expect(late.lines).toEqual(['Picks from Ben: 1 late (new player: choose Count to include these)']);
  expect(await setPlayerAdmission(leagueId, late.reports[0]?.playerId ?? '', 'admitted')).toBe(true);
  const update = ok(await updateLink(leagueId, undefined, ORIGIN));

  await switchTo(league.asha);
  expect(walletOf(useGameStore.getState(), league.asha.accountId, leagueId)).toBe(900);
  expect(await applyUpdateBytes(bytesOf(update.link))).toEqual({ ok: true, message: 'Office Cup: 1 question got its result: you won 180' });
  expect(await applyUpdateBytes(bytesOf(update.link))).toEqual({ ok: true, message: 'Office Cup is up to date.' });
  const ashas = await stored();
  expect(walletOf(ashas, league.asha.accountId, leagueId)).toBe(1080);
  expect(ashas.ledger.filter((entry) => entry.accountId === league.asha.accountId && entry.kind === 'win')).toHaveLength(1);
  expect(ashas.positions.map((position) => position.status)).toEqual(['won']);
  // The counted crowd holds Asha's stake alone; both see the same published standings.
  expect(ashas.leagues[0]?.snapshot?.crowd).toEqual([{ questionId: question, yesCoins: 100, noCoins: 0, yesPlayers: 1, noPlayers: 0 }]);
  const standings = ashas.leagues[0]?.snapshot?.standings.map((standing) => [standing.name, standing.balance]);
  expect(standings).toEqual(expect.arrayContaining([
    ['Asha', 1080],
    ['Ben', 1000],
  ]));

  await switchTo(league.ben);
  expect(await applyUpdateBytes(bytesOf(update.link))).toEqual({ ok: true, message: 'Office Cup: 1 question got its result: 1 bet not counted (100 back)' });
  const bens = await stored();
  expect(walletOf(bens, league.ben.accountId, leagueId)).toBe(1000);
  expect(bens.positions).toEqual([expect.objectContaining({ status: 'refunded', notCounted: 'after-result' })]);
  expect(bens.ledger.filter((entry) => entry.kind === 'refund').map((entry) => entry.description)).toEqual(['Not counted: sent after the result (Will the office win the cup?)']);
  expect(bens.leagues[0]?.snapshot?.standings.map((standing) => [standing.name, standing.balance])).toEqual(standings);
});

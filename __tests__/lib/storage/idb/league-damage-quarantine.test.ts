// The reads and the quarantine with a damaged record of a league (lib/storage/idb/load.ts,
// quarantine.ts and league-damage.ts): what the read returns, and what the quarantine's one
// transaction moves, including records the read never returned.

import type { GameData } from '@/lib/model/game';
import { leagueDamages } from '@/lib/storage/idb/league-damage';
import { loadStartup, readAccountRecords } from '@/lib/storage/idb/load';
import { quarantineRecords, readQuarantine } from '@/lib/storage/idb/quarantine';
import { makeCtx, playedGame } from '../../game-fixtures';
import { joinAndBet, LEAGUE_ID, QUESTION_ID } from '../../store/league-records';
import { AT, now, openFresh, saveGame } from './idb-fixtures';

/** The played game with both accounts in the league, each betting 100 from its 1,000 there. */
function leagueGame(): { data: GameData; a: string; b: string } {
  const { data: played, a, b } = playedGame();
  const ctx = makeCtx();
  const joined = joinAndBet(joinAndBet(played, a, ctx), b, ctx);
  // joinAndBet adds the question each time: keep one.
  const markets = joined.markets.filter((market, index) => market.id !== QUESTION_ID || joined.markets.findIndex((each) => each.id === QUESTION_ID) === index);
  return { data: { ...joined, markets }, a, b };
}

const betOf = (data: GameData, accountId: string) => {
  const entry = data.ledger.find((each) => each.accountId === accountId && each.wallet === LEAGUE_ID && each.kind === 'bet');
  if (!entry) throw new Error('no bet');
  return entry;
};

describe('a damaged record of a league, read', () => {
  it('leaves the account’s records of that league out of what an account read returns, with their revisions, and moves them', async () => {
    const { db } = await openFresh();
    const { data, a, b } = leagueGame();
    await saveGame(db, data);
    const bet = betOf(data, a);
    await db.put('ledger', { v: 1, rev: 1, value: { ...bet, amount: 'lots' } } as never);

    const read = await readAccountRecords(db, a, { now });
    if (!read.ok) throw new Error(read.reason);
    expect(read.records.ledger.filter((entry) => entry.wallet === LEAGUE_ID)).toEqual([]);
    expect(read.records.positions.filter((position) => position.wallet === LEAGUE_ID)).toEqual([]);
    // The practice wallet is its own: a's welcome entry, bet and position on m1 stay.
    expect(read.records.ledger.map((entry) => entry.wallet)).toEqual(['practice', 'practice']);
    expect(read.records.positions.map((position) => position.marketId)).toEqual(['m1']);
    expect(Object.keys(read.revisions.ledger ?? {})).toHaveLength(2);
    expect(Object.keys(read.revisions.positions ?? {})).toHaveLength(1);
    expect(read.quarantine.setAside.map(({ key }) => key)).toEqual([bet.id]);
    expect(read.quarantine.alongside).toEqual(
      expect.arrayContaining([
        { store: 'ledger', key: `${LEAGUE_ID}:start:${a}` },
        { store: 'positions', key: bet.positionId },
      ]),
    );
    expect(read.quarantine.alongside).toHaveLength(2);

    const ledger = await db.getAll('ledger');
    expect(ledger.filter((record) => record.value.accountId === a && record.value.wallet === LEAGUE_ID)).toEqual([]);
    expect(ledger.filter((record) => record.value.accountId === b && record.value.wallet === LEAGUE_ID)).toHaveLength(2);
    expect(await db.get('leagues', LEAGUE_ID)).toBeDefined();
    expect((await readQuarantine(db)).map(({ from, reason }) => [from, reason])).toEqual([
      ['ledger', 'invalid'],
      ['positions', 'with-its-league'],
      ['ledger', 'with-its-league'],
    ]);
    db.close();
  });

  it('moves every account’s records of the league, read or not, when one of its questions is damaged', async () => {
    const { db } = await openFresh();
    const { data, a } = leagueGame();
    await saveGame(db, data);
    const question = data.markets.find((market) => market.id === QUESTION_ID);
    await db.put('markets', { v: 1, rev: 1, value: { ...question, totalPool: 'all' } } as never);

    const read = await loadStartup(db, a, { now });
    if (!read.ok) throw new Error(read.reason);
    expect(read.records.leagues).toEqual([]);
    expect(read.records.markets.map((market) => market.id).sort()).toEqual(data.markets.filter((market) => market.leagueId === null).map((market) => market.id).sort());
    expect(read.records.ledger.every((entry) => entry.wallet === 'practice')).toBe(true);
    expect(read.revisions.leagues).toEqual({});
    // The league record, and a's and b's start and bet entries and positions.
    expect(read.quarantine.alongside).toHaveLength(1 + 2 * 3);

    expect(await db.getAll('leagues')).toEqual([]);
    expect((await db.getAll('ledger')).filter((record) => record.value.wallet === LEAGUE_ID)).toEqual([]);
    expect((await db.getAll('positions')).filter((record) => record.value.wallet === LEAGUE_ID)).toEqual([]);
    expect((await db.getAll('positions')).length).toBe(3);
    db.close();
  });

  it('moves nothing along when the damaged record was rewritten soundly between the read and the move', async () => {
    const { db } = await openFresh();
    const { data, a } = leagueGame();
    await saveGame(db, data);
    const bet = betOf(data, a);
    const wanting = [{ store: 'ledger' as const, key: bet.id, storedKey: bet.id, reason: 'invalid' as const, problem: 'amount', league: { leagueId: LEAGUE_ID, accountId: a } }];
    const outcome = await quarantineRecords(db, wanting, AT.toISOString(), leagueDamages(wanting));
    expect(outcome).toEqual({ setAside: wanting, alongside: [], moved: true });
    expect(await readQuarantine(db)).toEqual([]);
    expect((await db.getAll('ledger')).filter((record) => record.value.wallet === LEAGUE_ID)).toHaveLength(4);
    db.close();
  });
});

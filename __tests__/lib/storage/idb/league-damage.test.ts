// Which records go to the quarantine with a damaged record of a league (lib/storage/idb/league-damage.ts).

import { damageTaking, damageTie, leagueDamages, leagueTieOf, takenAlongProblem, type LeagueDamage } from '@/lib/storage/idb/league-damage';
import type { DataStore } from '@/lib/storage/idb/record-stores';

const L = 'sitea2b3c4d5e6f7';
const OTHER = 'othera2b3c4d5e6f';
const ANN = 'ann';
const BOB = 'bob';

const entry = (id: string, accountId: unknown, wallet: unknown) => ({ id, accountId, wallet, amount: -100, kind: 'bet' });
const position = (id: string, accountId: unknown, wallet: unknown, marketId = `${L}.1`) => ({ id, accountId, wallet, marketId });
const damaged = (store: DataStore, key: string, value: unknown) => ({ store, key, league: damageTie(store, value) });

describe('leagueTieOf', () => {
  it.each([
    ['leagues', { id: L, name: 5 }, { leagueId: L, accountId: null }],
    ['markets', { id: `${L}.3`, leagueId: L }, { leagueId: L, accountId: null }],
    ['markets', { id: `${L}.3`, leagueId: 42 }, { leagueId: L, accountId: null }],
    ['positions', position('p1', ANN, L), { leagueId: L, accountId: ANN }],
    ['positions', position('p1', ANN, 7), { leagueId: L, accountId: ANN }],
    ['ledger', entry('e1', ANN, L), { leagueId: L, accountId: ANN }],
    ['ledger', entry(`${L}:start:${ANN}`, null, null), { leagueId: L, accountId: null }],
    ['memberships', { id: `${L}:${ANN}`, leagueId: L, accountId: ANN, status: 'banned' }, { leagueId: L, accountId: ANN }],
    ['memberships', { id: `${L}:${ANN}` }, { leagueId: L, accountId: ANN }],
  ] as const)('finds the league of a %s record, damaged or not: %j', (store, value, tie) => {
    expect(leagueTieOf(store, value)).toEqual(tie);
  });

  it.each([
    ['markets', { id: 'm1', leagueId: null }],
    ['positions', position('p1', ANN, 'practice', 'm1')],
    ['ledger', entry('welcome-ann', ANN, 'practice')],
    ['ledger', { id: 'bad-entry', accountId: ANN, amount: 'lots' }],
    ['accounts', { id: ANN }],
    ['operatedLeagues', { id: L }],
    ['ledger', 'not even an object'],
    ['ledger', null],
  ] as const)('finds none for a %s record outside every league: %j', (store, value) => {
    expect(leagueTieOf(store, value)).toBeNull();
  });
});

describe('leagueDamages', () => {
  it('takes one account’s records of the league for a damaged position or ledger entry of its wallet', () => {
    expect(leagueDamages([damaged('ledger', 'e1', entry('e1', ANN, L)), damaged('positions', 'p1', position('p1', ANN, L))])).toEqual([
      { tie: { leagueId: L, accountId: ANN }, cause: { store: 'ledger', key: 'e1' } },
    ]);
  });

  it('takes the whole league for a damaged league record or question, and for a wallet record whose account cannot be told', () => {
    for (const [store, value] of [
      ['leagues', { id: L }],
      ['markets', { id: `${L}.1`, leagueId: L }],
      ['ledger', entry('e1', 17, L)],
    ] as const) {
      expect(leagueDamages([damaged('ledger', 'e0', entry('e0', ANN, L)), damaged(store, 'x', value)])).toEqual([{ tie: { leagueId: L, accountId: null }, cause: { store, key: 'x' } }]);
    }
  });

  it('leaves a damaged membership, a practice record and a record of no known league to go alone', () => {
    expect(
      leagueDamages([
        damaged('memberships', `${L}:${ANN}`, { id: `${L}:${ANN}`, leagueId: L, accountId: ANN, status: 'banned' }),
        damaged('ledger', 'w', entry('w', ANN, 'practice')),
        damaged('ledger', 'bad-entry', { id: 'bad-entry', accountId: ANN, amount: 'lots' }),
        { store: 'ledger', key: 'unknown' },
      ]),
    ).toEqual([]);
  });

  it('keeps leagues and accounts apart', () => {
    const damages = leagueDamages([damaged('ledger', 'a', entry('a', ANN, L)), damaged('ledger', 'b', entry('b', BOB, L)), damaged('markets', `${OTHER}.1`, { id: `${OTHER}.1`, leagueId: OTHER })]);
    expect(damages.map(({ tie }) => tie)).toEqual([
      { leagueId: OTHER, accountId: null },
      { leagueId: L, accountId: ANN },
      { leagueId: L, accountId: BOB },
    ]);
  });
});

describe('damageTaking', () => {
  const annInL: LeagueDamage = { tie: { leagueId: L, accountId: ANN }, cause: { store: 'ledger', key: 'e1' } };
  const wholeL: LeagueDamage = { tie: { leagueId: L, accountId: null }, cause: { store: 'leagues', key: L } };

  it('takes an account’s positions, ledger entries and membership in the league, and nothing else of it', () => {
    const taken = (store: DataStore, value: unknown) => damageTaking([annInL], store, value) !== null;
    expect(taken('positions', position('p1', ANN, L))).toBe(true);
    expect(taken('ledger', entry(`${L}:start:${ANN}`, ANN, L))).toBe(true);
    expect(taken('memberships', { id: `${L}:${ANN}`, leagueId: L, accountId: ANN })).toBe(true);
    expect(taken('positions', position('p2', BOB, L))).toBe(false);
    expect(taken('ledger', entry('w', ANN, 'practice'))).toBe(false);
    expect(taken('ledger', entry('o', ANN, OTHER))).toBe(false);
    expect(taken('leagues', { id: L })).toBe(false);
    expect(taken('markets', { id: `${L}.1`, leagueId: L })).toBe(false);
    expect(taken('accounts', { id: ANN })).toBe(false);
  });

  it('takes the league’s record, its questions and every account’s records in it when the league goes whole', () => {
    const taken = (store: DataStore, value: unknown) => damageTaking([wholeL, annInL], store, value);
    for (const [store, value] of [
      ['leagues', { id: L }],
      ['markets', { id: `${L}.2`, leagueId: L }],
      ['positions', position('p2', BOB, L)],
      ['ledger', entry('a', ANN, L)],
      ['memberships', { id: `${L}:${BOB}`, leagueId: L, accountId: BOB }],
    ] as const) {
      expect(taken(store, value)).toBe(wholeL);
    }
    expect(taken('markets', { id: 'm1', leagueId: null })).toBeNull();
    expect(taken('leagues', { id: OTHER })).toBeNull();
  });

  it('says why, naming the damaged record and whose records went with it', () => {
    expect(takenAlongProblem(annInL)).toBe(`Set aside with the damaged ledger record e1: every record of account ${ANN} in league ${L} goes together`);
    expect(takenAlongProblem(wholeL)).toBe(`Set aside with the damaged leagues record ${L}: every record of league ${L} goes together`);
  });
});

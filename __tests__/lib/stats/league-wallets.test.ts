import type { LedgerEntry } from '@/lib/model/ledger-entry';
import { leagueRows, leagueWallets, practiceHistory, walletHistory } from '@/lib/stats/league-wallets';
import { makeMarket } from '../game-fixtures';

const SITE = 'k7dq3mzpa2xw4rbt';
const OTHER = 'abcdefghijklmnop';
const leagues = [
  { id: SITE, name: 'Site League', updatedAt: '2026-11-20T10:00:00.000Z' },
  { id: OTHER, name: 'Office League', updatedAt: '2026-11-21T10:00:00.000Z' },
];

let counter = 0;
function entry(accountId: string, wallet: string, amount: number, kind: LedgerEntry['kind'] = 'bet'): LedgerEntry {
  counter += 1;
  return { id: `e${counter}`, accountId, amount, description: 'x', createdAt: '2026-11-20T10:00:00.000Z', positionId: null, kind, wallet };
}

const ledger = [
  entry('me', 'practice', 1000, 'welcome'),
  entry('me', SITE, 1000, 'league start'),
  entry('me', SITE, -100),
  entry('me', 'practice', -50),
  entry('you', SITE, 1000, 'league start'),
];

describe('walletHistory', () => {
  it('lists one account’s entries of one wallet, newest first', () => {
    expect(walletHistory(ledger, 'me', SITE).map((e) => e.amount)).toEqual([-100, 1000]);
  });

  it('keeps league entries out of the practice history', () => {
    expect(practiceHistory(ledger, 'me').map((e) => e.amount)).toEqual([-50, 1000]);
  });
});

describe('leagueWallets', () => {
  it('gives each league the account has coins in its balance and history, and skips the others', () => {
    expect(leagueWallets(ledger, leagues, 'me')).toEqual([
      { leagueId: SITE, name: 'Site League', balance: 900, entries: walletHistory(ledger, 'me', SITE) },
    ]);
    expect(leagueWallets(ledger, leagues, 'nobody')).toEqual([]);
  });
});

describe('leagueRows', () => {
  const markets = [
    makeMarket({ id: 'p1' }),
    makeMarket({ id: `${SITE}.1`, leagueId: SITE }),
    makeMarket({ id: `${SITE}.2`, leagueId: SITE }),
    makeMarket({ id: `${SITE}.3`, leagueId: SITE, isResolved: true, outcome: 'YES' }),
  ];

  it('counts each league’s unresolved questions and the account’s balance in it', () => {
    expect(leagueRows(leagues, markets, ledger, 'me')).toEqual([
      { id: SITE, name: 'Site League', updatedAt: leagues[0]!.updatedAt, openQuestions: 2, balance: 900 },
      { id: OTHER, name: 'Office League', updatedAt: leagues[1]!.updatedAt, openQuestions: 0, balance: 'not-joined' },
    ]);
  });

  it("carries the time the organiser signed a league's newest update, and none for a league without one", () => {
    const signedAt = '2026-11-21T09:30:00.000Z';
    const rows = leagueRows([{ ...leagues[0]!, signedAt }, leagues[1]!], markets, ledger, 'me');
    expect(rows[0]?.signedAt).toBe(signedAt);
    expect(rows[1]).not.toHaveProperty('signedAt');
  });

  it('has no balance without a logged-in account', () => {
    expect(leagueRows(leagues, markets, ledger, null).map((row) => row.balance)).toEqual([null, null]);
  });
});

import { leagueBoardsOf, rankLeagueStandings } from '@/lib/stats/league-standings';
import { boardOptionText } from '@/lib/stats/league-standings-words';
import type { League } from '@/lib/model/league';
import type { Membership } from '@/lib/model/membership';
import type { Standing } from '@/lib/model/picks';
import { leagueEntry, makeLeague } from '../../components/leagues-fixture';

const ASHA = 'aaaaaaaaaaaaaaaa';
const BIJU = 'bbbbbbbbbbbbbbbb';
const CHITRA = 'cccccccccccccccc';

function standing(playerId: string, name: string, figures: Partial<Standing> = {}): Standing {
  return { playerId, name, balance: 1000, week: 0, month: 0, all: 0, won: 0, settled: 0, ...figures };
}

const STANDINGS = [
  standing(ASHA, 'Asha', { week: 80, month: 80, all: -100, balance: 900, won: 1, settled: 2 }),
  standing(BIJU, 'Biju', { week: -100, month: 260, all: 260, balance: 1260, won: 3, settled: 4 }),
  standing(CHITRA, 'Chitra', { week: 0, month: 0, all: 0, balance: 1000 }),
];

const order = (period: 'week' | 'month' | 'all') => rankLeagueStandings(STANDINGS, period, null).map((row) => row.name);

describe('ranking a league’s standings', () => {
  it('ranks each period by its own net winnings', () => {
    expect(order('week')).toEqual(['Asha', 'Chitra', 'Biju']);
    expect(order('month')).toEqual(['Biju', 'Asha', 'Chitra']);
    expect(order('all')).toEqual(['Biju', 'Chitra', 'Asha']);
  });

  it('numbers the ranks 1 to n and carries the period’s net and the published figures', () => {
    expect(rankLeagueStandings(STANDINGS, 'month', null)[0]).toEqual({
      playerId: BIJU,
      name: 'Biju',
      rank: 1,
      net: 260,
      balance: 1260,
      won: 3,
      settled: 4,
      accuracy: 75,
      isYou: false,
    });
    expect(rankLeagueStandings(STANDINGS, 'month', null).map((row) => row.rank)).toEqual([1, 2, 3]);
  });

  it('breaks a tie in net winnings by the higher balance, then by name', () => {
    const tied = [
      standing(ASHA, 'Zoya', { week: 50, balance: 900 }),
      standing(BIJU, 'Arun', { week: 50, balance: 900 }),
      standing(CHITRA, 'Meena', { week: 50, balance: 1100 }),
    ];
    expect(rankLeagueStandings(tied, 'week', null).map((row) => row.name)).toEqual(['Meena', 'Arun', 'Zoya']);
  });

  it('gives the same order whatever order the standings arrive in', () => {
    const reversed = rankLeagueStandings([...STANDINGS].reverse(), 'all', null);
    expect(reversed).toEqual(rankLeagueStandings(STANDINGS, 'all', null));
  });

  it('has no accuracy for a player with nothing settled', () => {
    expect(rankLeagueStandings(STANDINGS, 'all', null).find((row) => row.name === 'Chitra')?.accuracy).toBeNull();
  });

  it('marks only the row of the given player id as you', () => {
    const rows = rankLeagueStandings(STANDINGS, 'all', ASHA);
    expect(rows.filter((row) => row.isYou).map((row) => row.playerId)).toEqual([ASHA]);
  });

  it('leaves the standings it was given untouched', () => {
    const given = [...STANDINGS];
    rankLeagueStandings(given, 'week', null);
    expect(given).toEqual(STANDINGS);
  });
});

describe('the leagues an account can see the standings of', () => {
  const OFFICE = makeLeague({ id: 'officecup2222222', name: 'Office Cup', source: 'link' });
  const OTHER = makeLeague({ id: 'otherleague22222', name: 'Other', source: 'link' });
  const player = { playerId: ASHA, publicKey: 'A'.repeat(87), name: 'Asha', createdAt: '2027-01-01T00:00:00.000Z' } as NonNullable<Membership['player']>;
  const membership = (league: League, status: Membership['status'], withPlayer = true): Membership => ({
    id: `${league.id}:acct-1`,
    leagueId: league.id,
    accountId: 'acct-1',
    status,
    changedAt: '2027-01-01T00:00:00.000Z',
    ...(withPlayer ? { player } : {}),
  });

  it('are the leagues it follows, with its player id there and the latest snapshot', () => {
    const snapshot = { seq: 3, crowd: [], standings: STANDINGS, judged: [] };
    const held = { ...OFFICE, snapshot, snapshotAt: '2027-01-12T15:45:00.000Z' };
    const boards = leagueBoardsOf({ leagues: [held, OTHER], memberships: [membership(OFFICE, 'following'), membership(OTHER, 'left')], ledger: [] }, 'acct-1');
    expect(boards).toEqual([{ leagueId: OFFICE.id, name: 'Office Cup', snapshot, snapshotAt: '2027-01-12T15:45:00.000Z', playerId: ASHA }]);
  });

  it('include a league followed without a membership (the site’s), with no player id and no snapshot yet', () => {
    const boards = leagueBoardsOf({ leagues: [OFFICE], memberships: [], ledger: [leagueEntry(OFFICE.id, 'acct-1', 1000)] }, 'acct-1');
    expect(boards).toEqual([{ leagueId: OFFICE.id, name: 'Office Cup', snapshot: null, snapshotAt: null, playerId: null }]);
  });

  it('are none for an account that follows nothing', () => {
    expect(leagueBoardsOf({ leagues: [OFFICE], memberships: [membership(OFFICE, 'following')], ledger: [] }, 'acct-2')).toEqual([]);
  });
});

describe('a league’s choice in the board select', () => {
  it('is its name, with its league code when another league’s name looks like it', () => {
    expect(boardOptionText({ leagueId: 'k7dq3mzpa2xw4rbt', name: 'Office Cup' }, false)).toBe('Office Cup');
    expect(boardOptionText({ leagueId: 'k7dq3mzpa2xw4rbt', name: 'Office Cup' }, true)).toBe('Office Cup (league code k7dq 3mzp a2xw 4rbt)');
  });

  it('isolates a name that could turn the text around it', () => {
    expect(boardOptionText({ leagueId: 'k7dq3mzpa2xw4rbt', name: 'כדורגל' }, false)).toBe('\u2068כדורגל\u2069');
  });
});

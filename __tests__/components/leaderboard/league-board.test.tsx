import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaderboardView } from '@/components/leaderboard/leaderboard-view';
import type { Account } from '@/lib/model/account';
import type { League } from '@/lib/model/league';
import { membershipId, type Membership } from '@/lib/model/membership';
import type { Standing } from '@/lib/model/picks';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { asOfText } from '@/lib/stats/league-standings-words';
import { followLeagueInMemory, makeLeague } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

const NOW = Date.parse('2027-01-13T12:00:00.000Z');
const SNAPSHOT_AT = '2027-01-12T15:45:00.000Z';
const ASHA = 'aaaaaaaaaaaaaaaa';
const BIJU = 'bbbbbbbbbbbbbbbb';
const YOU = 'yyyyyyyyyyyyyyyy';

function standing(playerId: string, name: string, figures: Partial<Standing>): Standing {
  return { playerId, name, balance: 1000, week: 0, month: 0, all: 0, won: 0, settled: 0, ...figures };
}

const OFFICE = makeLeague({
  id: 'officecup2222222',
  name: 'Office Cup',
  source: 'link',
  snapshotAt: SNAPSHOT_AT,
  snapshot: {
    seq: 4,
    crowd: [],
    judged: [],
    standings: [
      standing(ASHA, 'Asha', { week: 80, month: 80, all: 80, balance: 1080, won: 1, settled: 1 }),
      standing(BIJU, 'Biju', { week: -100, month: 260, all: 260, balance: 1260, won: 3, settled: 4 }),
      standing(YOU, 'Priya', { week: 10, month: 10, all: 10, balance: 1010, won: 0, settled: 0 }),
    ],
  },
});
const QUIET = makeLeague({ id: 'quietleague22222', name: 'Quiet League', source: 'link' });

function follow(account: Account, league: League, playerId: string | null): void {
  followLeagueInMemory(league, [], [account.id]);
  const membership: Membership = {
    id: membershipId(league.id, account.id),
    leagueId: league.id,
    accountId: account.id,
    status: 'following',
    changedAt: '2027-01-01T00:00:00.000Z',
    ...(playerId === null
      ? {}
      : { player: { playerId, publicKey: 'A'.repeat(87), name: 'Priya', createdAt: '2027-01-01T00:00:00.000Z' } as NonNullable<Membership['player']> }),
  };
  useGameStore.setState((state) => ({ memberships: [...state.memberships, membership] }));
}

const boardSelect = () => screen.getByRole('combobox', { name: 'Board' });
const standingsRows = (caption: string) => within(screen.getByRole('table', { name: caption })).getAllByRole('row').slice(1);
const namesIn = (caption: string) => standingsRows(caption).map((row) => within(row).getByRole('rowheader').querySelector('bdi')?.textContent);

let player: Account;

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: NOW });
  player = logInAs('priya@example.com');
});

describe('the Leaderboard’s league boards', () => {
  it('offers Practice and each followed league, showing Practice first', () => {
    follow(player, OFFICE, YOU);
    follow(player, QUIET, null);
    render(<LeaderboardView />);

    expect(within(boardSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Practice', 'Office Cup', 'Quiet League']);
    expect(boardSelect()).toHaveValue('practice');
    expect(screen.getByRole('table', { name: 'Weekly leaderboard' })).toBeInTheDocument();
  });

  it('has no board select while the account follows no league', () => {
    render(<LeaderboardView />);
    expect(screen.queryByRole('combobox', { name: 'Board' })).not.toBeInTheDocument();
  });

  it('switches to a league’s published standings as of the update that carried them, and back to practice', async () => {
    follow(player, OFFICE, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);

    await user.selectOptions(boardSelect(), 'Office Cup');

    await screen.findByRole('heading', { name: 'Office Cup' });

    expect(await screen.findByRole('heading', { name: 'Office Cup' })).toBeInTheDocument();
    expect(screen.getByText(asOfText(SNAPSHOT_AT))).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Weekly leaderboard' })).not.toBeInTheDocument();
    expect(namesIn('This week’s standings')).toEqual(['Asha', 'Priya', 'Biju']);

    await user.selectOptions(boardSelect(), 'Practice');
    expect(screen.getByRole('table', { name: 'Weekly leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'This week’s standings' })).not.toBeInTheDocument();
  });

  it('marks the account’s own row You, found by its player key', async () => {
    follow(player, OFFICE, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Office Cup');
    await screen.findByRole('heading', { name: 'Office Cup' });

    const you = standingsRows('This week’s standings').filter((row) => within(row).queryByText('You'));
    expect(you).toHaveLength(1);
    expect(within(you[0]!).getByRole('rowheader')).toHaveTextContent(/^Priya/);
    expect(within(you[0]!).getAllByRole('cell')[0]).toHaveTextContent('#2');
  });

  it('marks no row You when the account has no player key in the league', async () => {
    follow(player, OFFICE, null);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Office Cup');
    await screen.findByRole('heading', { name: 'Office Cup' });

    expect(within(screen.getByRole('table', { name: 'This week’s standings' })).queryByText('You')).not.toBeInTheDocument();
  });

  it('re-ranks by each period’s net winnings', async () => {
    follow(player, OFFICE, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Office Cup');
    await screen.findByRole('heading', { name: 'Office Cup' });

    await user.click(screen.getByRole('tab', { name: 'This month' }));
    expect(namesIn('This month’s standings')).toEqual(['Biju', 'Asha', 'Priya']);
    const biju = standingsRows('This month’s standings')[0]!;
    expect(within(biju).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['#1', '260', '1,260', '4', '3', '75%']);

    await user.click(screen.getByRole('tab', { name: 'All time' }));
    expect(namesIn('All-time standings')).toEqual(['Biju', 'Asha', 'Priya']);
  });

  it('shows a dash for the accuracy of a player with nothing settled, and no money sign anywhere', async () => {
    follow(player, OFFICE, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Office Cup');
    await screen.findByRole('heading', { name: 'Office Cup' });

    const priya = standingsRows('This week’s standings').find((row) => within(row).queryByText('You'))!;
    expect(within(priya).getAllByRole('cell')[5]).toHaveTextContent('—');
    expect(screen.getByRole('table', { name: 'This week’s standings' }).textContent).not.toMatch(/[₹$€£]/);
  });

  it('says a league without published standings has none yet', async () => {
    follow(player, QUIET, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Quiet League');
    await screen.findByRole('heading', { name: 'Quiet League' });

    expect(screen.getByText('No standings yet: the organiser sends them with the next update link.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('draws a player’s name isolated', async () => {
    const turned = { ...OFFICE, snapshot: { ...OFFICE.snapshot!, standings: [standing(ASHA, 'אשה', { week: 5 })] } };
    follow(player, turned, YOU);
    const user = userEvent.setup();
    render(<LeaderboardView />);
    await user.selectOptions(boardSelect(), 'Office Cup');
    await screen.findByRole('heading', { name: 'Office Cup' });

    expect(within(standingsRows('This week’s standings')[0]!).getByText('אשה').tagName).toBe('BDI');
  });
});

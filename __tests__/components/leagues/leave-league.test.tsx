import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaguesView } from '@/components/leagues/leagues-view';
import { leaveText } from '@/components/leagues/leave-league-dialog';
import * as port from '@/components/leagues/league-port';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { followLeagueInMemory, makeLeague } from '../leagues-fixture';
import { OPERATED_ID, operatedLeague, runLeague } from './league-port-mock';
import { logInAs, startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());
jest.mock('next/navigation', () => ({ usePathname: () => '/leagues', useRouter: () => ({ push: jest.fn() }) }));

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
});

describe('a followed league card', () => {
  it('leaves only after a confirm that says the wallet stays and the starting coins come once', async () => {
    const player = logInAs();
    followLeagueInMemory(makeLeague(), [], [player.id]);
    mocked.leaveLeague.mockResolvedValue({ ok: true, message: 'You left Site League.' });
    const user = userEvent.setup();
    render(<LeaguesView />);
    const leave = within(screen.getByRole('article', { name: 'Site League' })).getByRole('button', { name: 'Leave league (Site League)' });
    await user.click(leave);
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave Site League?' });
    expect(dialog).toHaveTextContent(leaveText());
    expect(leaveText()).toMatch(/wallet and its history stay/);
    expect(leaveText()).toMatch(/does not give you the starting coins again/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(leave).toHaveFocus();
    expect(mocked.leaveLeague).not.toHaveBeenCalled();
    await user.click(leave);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave league' }));
    expect(mocked.leaveLeague).toHaveBeenCalledWith(makeLeague().id);
  });

  it('offers no Leave once the account has left, nor to a visitor', () => {
    const player = logInAs();
    const league = makeLeague();
    followLeagueInMemory(league, [], [player.id]);
    useGameStore.setState({ memberships: [{ id: `${league.id}:${player.id}`, leagueId: league.id, accountId: player.id, status: 'left', changedAt: league.updatedAt }] });
    const { unmount } = render(<LeaguesView />);
    expect(screen.queryByRole('button', { name: /Leave league/ })).not.toBeInTheDocument();
    unmount();
    useGameStore.setState({ memberships: [] });
    useSessionStore.setState({ accountId: null });
    render(<LeaguesView />);
    expect(screen.getByRole('article', { name: 'Site League' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Leave league/ })).not.toBeInTheDocument();
  });

  it('marks a league this account runs, and shows its operator section', async () => {
    const player = logInAs();
    followLeagueInMemory(makeLeague({ id: OPERATED_ID, name: 'Office Cup' }), [], [player.id]);
    runLeague(operatedLeague(player.id));
    render(<LeaguesView />);
    expect(within(screen.getByRole('article', { name: 'Office Cup' })).getByText('You run this league')).toBeInTheDocument();
    // The operator section is a lazy chunk: on a loaded 2-core machine it has taken over Testing Library's default second.
    expect(await screen.findByRole('region', { name: 'Run Office Cup' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows another account’s league as not run by this one', () => {
    const player = logInAs();
    followLeagueInMemory(makeLeague({ id: OPERATED_ID, name: 'Office Cup' }), [], [player.id]);
    runLeague(operatedLeague('someone-else'));
    render(<LeaguesView />);
    expect(screen.queryByText('You run this league')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Run Office Cup' })).not.toBeInTheDocument();
  });
});

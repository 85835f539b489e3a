import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaguesView } from '@/components/leagues/leagues-view';
import * as port from '@/components/leagues/league-port';
import { useSessionStore } from '@/lib/store/session-store';
import { logInAs, startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());
jest.mock('next/navigation', () => ({ usePathname: () => '/leagues', useRouter: () => ({ push: jest.fn() }) }));

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;
const PREVIEW = {
  name: 'Office Cup',
  fingerprint: 'abcd efgh ijkl mnop',
  startingCoins: 1000,
  payout: 'pool',
  questions: [{ id: 'abcdefghijklmnop.1', question: 'Will the printer work on Monday?', endTime: '2026-12-01T10:00:00.000Z', state: 'open' }],
};
const TOKEN = { update: 'verified' };

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
  window.history.replaceState(null, '', '/leagues#join=AAAA');
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the join screen', () => {
  it('shows the invite: name, key fingerprint, starting coins and questions; stores nothing until Join league', async () => {
    logInAs();
    mocked.openFragment.mockResolvedValue({ kind: 'join', preview: PREVIEW, sameName: null, token: TOKEN });
    mocked.joinLeague.mockResolvedValue({ ok: true, message: 'You joined Office Cup: 1,000 coins to play with.' });
    const user = userEvent.setup();
    render(<LeaguesView />);
    const screenRegion = await screen.findByRole('region', { name: 'Join Office Cup?' });
    expect(mocked.openFragment).toHaveBeenCalledTimes(1);
    const fingerprint = within(screenRegion).getByText('League code').nextElementSibling;
    expect(fingerprint).toHaveTextContent('abcd efgh ijkl mnop');
    expect(fingerprint).toHaveClass('font-mono');
    expect(screenRegion).toHaveTextContent('1,000 coins');
    expect(within(screenRegion).getByText('How wins pay').nextElementSibling).toHaveTextContent('Share the pool: winners split all the coins on the question, in proportion to the coins they put on it');
    expect(screenRegion).toHaveTextContent('Will the printer work on Monday?');
    expect(mocked.joinLeague).not.toHaveBeenCalled();
    await user.click(within(screenRegion).getByRole('button', { name: 'Join league' }));
    expect(mocked.joinLeague).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText('You joined Office Cup: 1,000 coins to play with.')).toHaveAttribute('role', 'status');
  });

  it('lists a season’s first ten open questions and says how many more the league holds', async () => {
    logInAs();
    const questions = Array.from({ length: 13 }, (_, index) => ({
      id: `abcdefghijklmnop.${index + 1}`,
      question: `Will match ${index + 1} be won at home?`,
      endTime: '2026-12-01T10:00:00.000Z',
      state: index === 0 ? 'YES' : 'open',
    }));
    mocked.openFragment.mockResolvedValue({ kind: 'join', preview: { ...PREVIEW, questions }, sameName: null, token: TOKEN });
    render(<LeaguesView />);
    const screenRegion = await screen.findByRole('region', { name: 'Join Office Cup?' });
    expect(within(screenRegion).getAllByRole('listitem')).toHaveLength(10);
    expect(screenRegion).not.toHaveTextContent('Will match 1 be won at home?');
    expect(screenRegion).toHaveTextContent('and 2 more, listed once you join.');
  });

  it('asks a visitor to log in to join, keeping the preview', async () => {
    useSessionStore.setState({ accountId: null });
    mocked.openFragment.mockResolvedValue({ kind: 'join', preview: PREVIEW, sameName: null, token: TOKEN });
    render(<LeaguesView />);
    const region = await screen.findByRole('region', { name: 'Join Office Cup?' });
    expect(within(region).getByText('Log in to join')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
    act(() => void logInAs());
    expect(await within(region).findByRole('button', { name: 'Join league' })).toBeInTheDocument();
    expect(region).toHaveTextContent('abcd efgh ijkl mnop');
  });

  it('shows both fingerprints when a followed league has the same name, and makes the player choose', async () => {
    logInAs();
    mocked.openFragment.mockResolvedValue({ kind: 'join', preview: PREVIEW, sameName: { name: 'Office Cup', fingerprint: 'zzzz yyyy xxxx wwww' }, token: TOKEN });
    const user = userEvent.setup();
    render(<LeaguesView />);
    const region = await screen.findByRole('region', { name: 'Join Office Cup?' });
    expect(region).toHaveTextContent('abcd efgh ijkl mnop');
    expect(region).toHaveTextContent('zzzz yyyy xxxx wwww');
    expect(within(region).queryByRole('button', { name: 'Join league' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Join as a separate league' })).toBeInTheDocument();
    // The safe choice comes first, and the warning is said as one.
    expect(within(region).getAllByRole('button')[0]).toHaveAccessibleName('Cancel');
    expect(within(region).getByText(/whose name looks like this one/).closest('p')).toHaveTextContent('⚠️');
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('region', { name: 'Join Office Cup?' })).not.toBeInTheDocument();
    expect(mocked.joinLeague).not.toHaveBeenCalled();
  });

  it('names the followed league as it is called when the invite only looks like it, each name isolated', async () => {
    logInAs();
    const lookAlike = { ...PREVIEW, name: '\u202epuC eciffO' };
    mocked.openFragment.mockResolvedValue({ kind: 'join', preview: lookAlike, sameName: { name: 'Office Cup', fingerprint: 'zzzz yyyy xxxx wwww' }, token: TOKEN });
    render(<LeaguesView />);
    const heading = await screen.findByRole('heading', { name: 'Join \u202epuC eciffO?' });
    expect(heading.querySelector('bdi')).toHaveTextContent('\u202epuC eciffO');
    const region = screen.getByRole('region', { name: 'Join \u202epuC eciffO?' });
    expect(region).toHaveTextContent('You are already in a league called Office Cup, whose name looks like this one');
    const followed = within(region).getByText(/League code of the/);
    expect(followed.querySelector('bdi')).toHaveTextContent('Office Cup');
    expect(followed.nextElementSibling).toHaveTextContent('zzzz yyyy xxxx wwww');
    expect(within(region).getByRole('button', { name: 'Join as a separate league' })).toBeInTheDocument();
  });

  it('says what an update link did, or why it did nothing', async () => {
    window.history.replaceState(null, '', '/leagues#update=BBBB');
    mocked.openFragment.mockResolvedValueOnce({ kind: 'status', ok: true, message: 'Office Cup: 2 questions added, 1 settled: you won 180' });
    const first = render(<LeaguesView />);
    expect(await screen.findByText('Office Cup: 2 questions added, 1 settled: you won 180')).toHaveAttribute('role', 'status');
    first.unmount();
    mocked.openFragment.mockResolvedValueOnce({ kind: 'status', ok: false, message: 'Ask the operator for an invite link.' });
    render(<LeaguesView />);
    expect(await screen.findByText('Ask the operator for an invite link.')).toHaveAttribute('role', 'alert');
  });

  it('loads nothing for a page without a league link', async () => {
    window.history.replaceState(null, '', '/leagues#main');
    render(<LeaguesView />);
    await waitFor(() => expect(screen.getByText('Log in to start a league')).toBeInTheDocument());
    expect(mocked.openFragment).not.toHaveBeenCalled();
  });
});

describe('a league link opened again on the page', () => {
  it('is read again, even when it is the same link', async () => {
    logInAs();
    window.history.replaceState(null, '', '/leagues#update=BBBB');
    mocked.openFragment.mockResolvedValue({ kind: 'status', ok: true, message: 'Office Cup is up to date.' });
    render(<LeaguesView />);
    await screen.findByText('Office Cup is up to date.');
    act(() => {
      window.history.replaceState(null, '', '/leagues#update=BBBB');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await waitFor(() => expect(mocked.openFragment).toHaveBeenCalledTimes(2));
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaguesView } from '@/components/leagues/leagues-view';
import * as port from '@/components/leagues/league-port';
import { useGameStore } from '@/lib/store/game-store';
import { followLeagueInMemory, makeLeague } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());
jest.mock('next/navigation', () => ({ usePathname: () => '/leagues', useRouter: () => ({ push: jest.fn() }) }));

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;
const QUIZ_ID = 'q7zn3ght2qu1zn1t';
const WARNING = 'Another league you are in has a name that looks like this one';

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
});

function followOfficeCupAndQuizNight(): void {
  const player = logInAs();
  followLeagueInMemory(makeLeague({ name: 'Office Cup' }), [], [player.id]);
  followLeagueInMemory(makeLeague({ id: QUIZ_ID, name: 'Quiz Night', source: 'link' }), [], [player.id]);
}

describe('a followed league whose name looks like another followed league', () => {
  it('warns on both cards once Quiz Night applies a signed rename to Office Cup, with both fingerprints, and offers to leave it', async () => {
    followOfficeCupAndQuizNight();
    mocked.leaveLeague.mockResolvedValue({ ok: true, message: 'You left Office Cup.' });
    const user = userEvent.setup();
    render(<LeaguesView />);
    await screen.findByRole('article', { name: 'Quiz Night' });
    expect(screen.queryByRole('group', { name: WARNING })).not.toBeInTheDocument();

    // What applying the rename leaves in memory: the league's latest name, from its own update.
    act(() => useGameStore.setState((state) => ({ leagues: state.leagues.map((league) => (league.id === QUIZ_ID ? { ...league, name: 'Office Cup' } : league)) })));

    // The look-alike rules load on demand once two leagues are followed.
    await screen.findAllByRole('group', { name: WARNING });
    const cards = screen.getAllByRole('article', { name: 'Office Cup' });
    expect(cards).toHaveLength(2);
    for (const article of cards) {
      const warning = within(article).getByRole('group', { name: WARNING });
      expect(warning).toHaveTextContent('k7dq 3mzp a2xw 4rbt');
      expect(warning).toHaveTextContent('q7zn 3ght 2qu1 zn1t');
    }
    await user.click(screen.getByRole('button', { name: 'Leave this league (Office Cup, q7zn 3ght 2qu1 zn1t)' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Leave Office Cup?' })).getByRole('button', { name: 'Leave league' }));
    expect(mocked.leaveLeague).toHaveBeenCalledWith(QUIZ_ID);
  });

  it('warns for a name that only looks the same, and names each league isolated', async () => {
    followOfficeCupAndQuizNight();
    act(() => useGameStore.setState((state) => ({ leagues: state.leagues.map((league) => (league.id === QUIZ_ID ? { ...league, name: '\u202epuC eciffO' } : league)) })));
    render(<LeaguesView />);
    const lookAlike = await screen.findByRole('article', { name: '\u202epuC eciffO' });
    const warning = within(lookAlike).getByRole('group', { name: WARNING });
    const names = Array.from(warning.querySelectorAll('bdi'), (bdi) => bdi.textContent);
    expect(names).toEqual(expect.arrayContaining(['\u202epuC eciffO', 'Office Cup']));
    expect(within(screen.getByRole('article', { name: 'Office Cup' })).getByRole('group', { name: WARNING })).toHaveTextContent('q7zn 3ght 2qu1 zn1t');
    expect(within(lookAlike).getByRole('heading', { name: '\u202epuC eciffO' }).querySelector('bdi')).toHaveTextContent('\u202epuC eciffO');
  });

  it('says nothing while every followed name reads differently', async () => {
    followOfficeCupAndQuizNight();
    render(<LeaguesView />);
    await screen.findByRole('article', { name: 'Office Cup' });
    expect(screen.queryByRole('group', { name: WARNING })).not.toBeInTheDocument();
  });
});

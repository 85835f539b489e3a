import { render, screen, within } from '@testing-library/react';
import { LeaguesView, NO_LEAGUE_TEXT } from '@/components/leagues/leagues-view';
import type { Account } from '@/lib/model/account';
import { useClockStore } from '@/lib/store/clock-store';
import { useSessionStore } from '@/lib/store/session-store';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

const UPDATED = '2026-11-20T10:00:00.000Z';
let player: Account;

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
  useClockStore.setState({ now: Date.parse(UPDATED) + 3 * 3_600_000 });
});

function field(card: HTMLElement, term: string): HTMLElement {
  const dt = within(card).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
}

/** Renders the page's view and waits for its tools, which load after the first render. */
async function renderView() {
  render(<LeaguesView />);
  await screen.findByLabelText('Open update file');
}

describe('LeaguesView', () => {
  it('says plainly that no league is followed yet, and how to start or join one', async () => {
    await renderView();
    expect(screen.getByText(NO_LEAGUE_TEXT)).toBeInTheDocument();
    expect(NO_LEAGUE_TEXT).toMatch(/Start one above, or open an invite link/);
    expect(screen.queryByRole('list', { name: 'Leagues you follow' })).not.toBeInTheDocument();
  });

  it('lists a followed league: fingerprint, last update, open questions and the player’s balance', async () => {
    const questions = [
      leagueQuestion(SITE_LEAGUE_ID, 1),
      leagueQuestion(SITE_LEAGUE_ID, 2),
      leagueQuestion(SITE_LEAGUE_ID, 3, { isResolved: true, outcome: 'NO' }),
    ];
    followLeagueInMemory(makeLeague({ updatedAt: UPDATED }), questions, [player.id]);
    await renderView();
    const card = within(screen.getByRole('list', { name: 'Leagues you follow' })).getByRole('article', { name: 'Site League' });
    const fingerprint = field(card, 'Key fingerprint');
    expect(fingerprint).toHaveTextContent('k7dq 3mzp a2xw 4rbt');
    expect(fingerprint).toHaveClass('font-mono');
    expect(field(card, 'Last update')).toHaveTextContent('(3 hours ago)');
    expect(within(field(card, 'Last update')).getByText(/2026/)).toHaveAttribute('datetime', UPDATED);
    expect(field(card, 'Questions open')).toHaveTextContent('2');
    expect(field(card, 'Your league balance')).toHaveTextContent('1,000 coins');
    expect(within(card).getByRole('link', { name: 'See its questions (Site League)' })).toHaveAttribute('href', `/?league=${SITE_LEAGUE_ID}#predictions`);
  });

  it('asks a visitor to log in to see a balance', async () => {
    followLeagueInMemory(makeLeague(), [], [player.id]);
    useSessionStore.setState({ accountId: null });
    await renderView();
    expect(field(screen.getByRole('article', { name: 'Site League' }), 'Your league balance')).toHaveTextContent('Log in to see your balance');
  });
});

import { render, screen, within } from '@testing-library/react';
import { LeaguesView, noLeagueText } from '@/components/leagues/leagues-view';
import type { Account } from '@/lib/model/account';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import * as port from '@/components/leagues/league-port';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());
const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;

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
  await screen.findByLabelText('Open a results file');
  await screen.findByLabelText('Join with a link');
}

/** The card's '<league>: N coins' line. */
const balanceLine = (card: HTMLElement) => card.querySelector('[data-league-balance]') as HTMLElement;

describe('LeaguesView', () => {
  it('says plainly that no league is followed yet, and how to start or join one', async () => {
    await renderView();
    expect(screen.getByText(noLeagueText())).toBeInTheDocument();
    expect(noLeagueText()).toMatch(/Start one for your group, or open the invite link/);
    expect(screen.queryByRole('list', { name: 'Your leagues' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a league' })).toBeInTheDocument();
  });

  it('leads with the player’s leagues, then Start and Join, with the files under a collapsed Advanced', async () => {
    followLeagueInMemory(makeLeague({ updatedAt: UPDATED }), [leagueQuestion(SITE_LEAGUE_ID, 1)], [player.id]);
    await renderView();
    const list = screen.getByRole('list', { name: 'Your leagues' });
    const start = screen.getByRole('button', { name: 'Start a league' });
    const join = screen.getByLabelText('Join with a link');
    expect(list.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(start.compareDocumentPosition(join) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const advanced = screen.getByLabelText('Open a results file').closest('details');
    expect(advanced).not.toHaveAttribute('open');
    expect(join.compareDocumentPosition(advanced as Node) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a league’s open questions on its card, each with its bet button', async () => {
    followLeagueInMemory(makeLeague({ updatedAt: UPDATED }), [leagueQuestion(SITE_LEAGUE_ID, 1), leagueQuestion(SITE_LEAGUE_ID, 2, { isResolved: true, outcome: 'NO' })], [player.id]);
    await renderView();
    const card = screen.getByRole('article', { name: 'Site League' });
    const questions = await within(card).findByRole('list', { name: 'Open questions of Site League' });
    expect(within(questions).getAllByRole('listitem')).toHaveLength(1);
    expect(within(questions).getByRole('link', { name: 'Will league question 1 come true?' })).toBeInTheDocument();
    expect(within(questions).getByRole('button', { name: /Predict Now|Ended/ })).toBeInTheDocument();
    // The question's card keeps the league balance in sight beside its bet.
    expect(within(questions).getByText((_, element) => element?.tagName === 'P' && element.textContent === '🪙 Site League: 1,000 coins')).toBeInTheDocument();
  });

  it('lists a followed league: fingerprint, last update, open questions and the player’s balance', async () => {
    const questions = [
      leagueQuestion(SITE_LEAGUE_ID, 1),
      leagueQuestion(SITE_LEAGUE_ID, 2),
      leagueQuestion(SITE_LEAGUE_ID, 3, { isResolved: true, outcome: 'NO' }),
    ];
    followLeagueInMemory(makeLeague({ updatedAt: UPDATED }), questions, [player.id]);
    await renderView();
    const card = within(screen.getByRole('list', { name: 'Your leagues' })).getByRole('article', { name: 'Site League' });
    const fingerprint = field(card, 'League code');
    expect(fingerprint).toHaveTextContent('k7dq 3mzp a2xw 4rbt');
    expect(fingerprint).toHaveClass('font-mono');
    expect(fingerprint.closest('details')).not.toHaveAttribute('open');
    expect(within(card).getByText('Last update').nextElementSibling).toHaveTextContent('(3 hours ago)');
    expect(within(card).getByText(/2026/, { selector: 'time' })).toHaveAttribute('datetime', UPDATED);
    expect(await within(card).findAllByRole('link', { name: /Will league question/ })).toHaveLength(2);
    expect(balanceLine(card)).toHaveTextContent('Site League: 1,000 coins');
  });

  it('asks a visitor to log in to see a balance', async () => {
    followLeagueInMemory(makeLeague(), [], [player.id]);
    useSessionStore.setState({ accountId: null });
    await renderView();
    expect(balanceLine(screen.getByRole('article', { name: 'Site League' }))).toHaveTextContent('Log in to see your coins');
  });

  it('says a league link opened in a browser holding no game opens in the browser they play in, with its Copy button', async () => {
    useGameStore.setState({ accounts: [] });
    useSessionStore.setState({ accountId: null });
    mocked.openFragment.mockResolvedValue({ kind: 'status', ok: false, message: 'This update was not signed by the operator of a league you follow.' });
    window.location.hash = '#update=AbC_-9';
    await renderView();
    const note = await screen.findByRole('region', { name: 'Is your game in another browser?' });
    expect(note).toHaveTextContent('League links open in the browser you play in');
    expect(within(note).getByRole('textbox', { name: 'League link' })).toHaveValue(`${window.location.origin}/#update=AbC_-9`);
    expect(within(note).getByRole('button', { name: 'Copy league link' })).toBeInTheDocument();
    expect(note).toHaveTextContent('Create an account');
    window.location.hash = '';
  });

  it('shows no such note in a browser that holds a game', async () => {
    mocked.openFragment.mockResolvedValue({ kind: 'status', ok: false, message: 'This update was not signed by the operator of a league you follow.' });
    window.location.hash = '#update=AbC_-9';
    await renderView();
    expect(await screen.findByText(/This update was not signed/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Is your game in another browser?' })).not.toBeInTheDocument();
    window.location.hash = '';
  });
});

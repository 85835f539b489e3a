import { render, screen, within } from '@testing-library/react';
import { LeagueCard } from '@/components/leagues/league-card';
import { LeaguesView } from '@/components/leagues/leagues-view';
import { formatDateTime } from '@/lib/display/format';
import { useClockStore } from '@/lib/store/clock-store';
import type { LeagueRow } from '@/lib/stats/league-wallets';
import { followLeagueInMemory, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';
import { logInAs, startApp } from '../players';

const SIGNED_AT = '2026-12-03T06:30:00.000Z';
const SIGNED_MS = Date.parse(SIGNED_AT);
const DAY_MS = 86_400_000;

const row = (overrides: Partial<LeagueRow> = {}): LeagueRow => ({
  id: SITE_LEAGUE_ID,
  name: 'Site League',
  updatedAt: '2026-12-03T07:00:00.000Z',
  openQuestions: 2,
  balance: 1000,
  ...overrides,
});

const STALE = /over a week ago/;

describe("a league card's signed time", () => {
  it("says 'Results as of' the time the organiser signed the newest update", () => {
    render(<LeagueCard row={row({ signedAt: SIGNED_AT })} nowMs={SIGNED_MS + DAY_MS} />);
    // In place of 'Last update' (when this browser applied it), which would be a second time.
    expect(screen.getByText('Results as of').nextElementSibling).toHaveTextContent(`${formatDateTime(SIGNED_AT)} (1 day ago)`);
    expect(screen.getByText(formatDateTime(SIGNED_AT))).toHaveAttribute('dateTime', SIGNED_AT);
    expect(screen.queryByText('Last update')).not.toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });

  it('says nothing of results for a league whose updates carry no signed time', () => {
    render(<LeagueCard row={row()} nowMs={SIGNED_MS + 30 * DAY_MS} />);
    expect(screen.queryByText(/Results as of/)).not.toBeInTheDocument();
    expect(screen.getByText('Last update')).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });

  it('adds no note at exactly a week after the signing', () => {
    render(<LeagueCard row={row({ signedAt: SIGNED_AT })} nowMs={SIGNED_MS + 7 * DAY_MS} />);
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });

  it('says the results are over a week old, and to ask the organiser, just past a week', () => {
    render(<LeagueCard row={row({ signedAt: SIGNED_AT })} nowMs={SIGNED_MS + 7 * DAY_MS + 60_000} />);
    expect(screen.getByText(STALE)).toHaveTextContent(
      `The latest results are from ${formatDateTime(SIGNED_AT)}, over a week ago. Ask the organiser for a new update link.`,
    );
  });

  it('adds no note before the clock is known', () => {
    render(<LeagueCard row={row({ signedAt: SIGNED_AT })} nowMs={null} />);
    expect(screen.getByText('Results as of')).toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });
});

describe('the Leagues page', () => {
  it("shows a followed league's signed time from its stored record, with the note once it is over a week old", async () => {
    await startApp();
    const player = logInAs('p@example.com');
    useClockStore.setState({ now: SIGNED_MS + 8 * DAY_MS });
    followLeagueInMemory(makeLeague({ signedAt: SIGNED_AT }), [], [player.id]);
    render(<LeaguesView />);
    await screen.findByLabelText('Open a results file');
    const card = screen.getByRole('article', { name: 'Site League' });
    expect(within(card).getByText('Results as of').nextElementSibling).toHaveTextContent(formatDateTime(SIGNED_AT));
    expect(within(card).getByText(STALE)).toBeInTheDocument();
  });
});

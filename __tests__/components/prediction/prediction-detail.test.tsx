import { render, screen } from '@testing-library/react';
import { PredictionDetail } from '@/components/prediction/prediction-detail';
import { formatDateTime } from '@/lib/display/format';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { followLeagueInMemory, leagueQuestion, makeLeague, SITE_LEAGUE_ID } from '../leagues-fixture';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const SIGNED_AT = '2026-11-22T09:15:00.000Z';

beforeEach(() => {
  useGameStore.setState(useGameStore.getInitialState(), true);
  useClockStore.setState({ now: NOW });
});

describe("a league question's page", () => {
  it("says 'Results as of' the time its league's organiser signed the newest update", () => {
    const question = leagueQuestion(SITE_LEAGUE_ID, 1);
    followLeagueInMemory(makeLeague({ signedAt: SIGNED_AT }), [question]);
    render(<PredictionDetail market={question} />);
    expect(screen.getByText(/^Results as of/)).toHaveTextContent(`Results as of ${formatDateTime(SIGNED_AT)}`);
  });

  it('says when those results are over a week old, as the league card does', () => {
    const question = leagueQuestion(SITE_LEAGUE_ID, 1);
    followLeagueInMemory(makeLeague({ signedAt: SIGNED_AT }), [question]);
    useClockStore.setState({ now: Date.parse(SIGNED_AT) + 8 * 86_400_000 });
    render(<PredictionDetail market={question} />);
    expect(screen.getByText(/over a week ago/)).toHaveTextContent('Ask the organiser for a new update link.');
  });

  it('says nothing of results when its league has no signed time', () => {
    const question = leagueQuestion(SITE_LEAGUE_ID, 1);
    followLeagueInMemory(makeLeague(), [question]);
    render(<PredictionDetail market={question} />);
    expect(screen.getByRole('heading', { level: 1, name: question.question })).toBeInTheDocument();
    expect(screen.queryByText(/Results as of/)).not.toBeInTheDocument();
  });

  it("says nothing of results on a practice question's page", () => {
    followLeagueInMemory(makeLeague({ signedAt: SIGNED_AT }), []);
    render(<PredictionDetail market={{ ...leagueQuestion(SITE_LEAGUE_ID, 1), id: '4', leagueId: null }} />);
    expect(screen.queryByText(/Results as of/)).not.toBeInTheDocument();
  });
});

describe("a pool-share league question's page", () => {
  it('shows what a win would pay now at the counted crowd, as of its count, and labels the shares as the crowd’s coins', () => {
    const question = leagueQuestion(SITE_LEAGUE_ID, 1, { endTime: new Date(NOW + 86_400_000).toISOString(), yesCoins: 300, noCoins: 100, totalPool: 400, totalYes: 3, totalNo: 1 });
    const snapshot = { seq: 1, crowd: [{ questionId: question.id, yesCoins: 300, noCoins: 100, yesPlayers: 3, noPlayers: 1 }], standings: [], judged: [] };
    followLeagueInMemory(makeLeague({ payout: 'pool', snapshot, snapshotAt: SIGNED_AT }), [question]);
    render(<PredictionDetail market={question} />);
    // YES: 500 over 400 on YES; NO: 500 over 200 on NO.
    expect(screen.getByText('If YES wins now: about 1.2× · 125 for 100')).toBeInTheDocument();
    expect(screen.getByText('If NO wins now: about 2.5× · 250 for 100')).toBeInTheDocument();
    expect(screen.getByText(`as of ${formatDateTime(SIGNED_AT)}. The final figure depends on the crowd when the question ends.`)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: "Crowd's coins: YES 75% · NO 25%" })).toBeInTheDocument();
  });
});

describe("a question's time line", () => {
  it('says when it ends while open, and when its result was given once it has one', () => {
    const open = { ...leagueQuestion(SITE_LEAGUE_ID, 1), leagueId: null, id: 'p1' };
    const { unmount } = render(<PredictionDetail market={open} />);
    expect(screen.getByText(`Ends ${formatDateTime(open.endTime)}`)).toBeInTheDocument();
    unmount();
    const resolvedAt = '2026-11-21T08:00:00.000Z';
    render(<PredictionDetail market={{ ...open, isResolved: true, outcome: 'YES', resolvedAt }} />);
    expect(screen.getByText(`Result given ${formatDateTime(resolvedAt)}`)).toBeInTheDocument();
    expect(screen.queryByText(/^Ends /)).not.toBeInTheDocument();
  });
});

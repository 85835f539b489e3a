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
    expect(screen.getByText(/over a week ago/)).toHaveTextContent('Ask the organiser for an update.');
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

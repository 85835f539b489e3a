import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeaguePlayers } from '@/components/leagues/picks/league-players';
import { ASHA, BEN, CHEN, HOUR_MS, LEAGUE, NOW, collected, leagueEvents, openQuestions, operatedWith, player } from '../../../lib/league/picks/picks-fixtures';
import { collectActions } from './picks-port-mock';

jest.mock('@/components/leagues/picks/picks-port', () => jest.requireActual('./picks-port-mock').picksPortMock());

beforeEach(() => jest.clearAllMocks());

// Question 1 ('Will team 1 win the cup?') open for two days: Ben and Chen admitted on opposite
// sides, Chen's second pick over his balance; Asha new, her pick kept but not counted yet.
const league = operatedWith(leagueEvents(openQuestions(1)), {
  players: [player(ASHA, 'pending'), player(BEN), player(CHEN)],
  picks: [collected(ASHA, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(BEN, 1, 1, 'YES', 100, NOW + HOUR_MS), collected(CHEN, 1, 1, 'NO', 900, NOW + HOUR_MS), collected(CHEN, 2, 1, 'NO', 500, NOW + 2 * HOUR_MS)],
});

const section = () => screen.getByRole('region', { name: 'Players' });

describe('LeaguePlayers', () => {
  it('asks about a new player with Admit and Ignore, and passes the choice on', async () => {
    const user = userEvent.setup();
    render(<LeaguePlayers league={league} />);
    const asking = within(section()).getByRole('group', { name: 'New player: Asha (player code asha 2222 asha 2222)' });
    await user.click(within(asking).getByRole('button', { name: 'Count Asha' }));
    expect(collectActions.setPlayerAdmission).toHaveBeenCalledWith(LEAGUE, ASHA, 'admitted');
    await user.click(within(asking).getByRole('button', { name: 'Don’t count Asha' }));
    expect(collectActions.setPlayerAdmission).toHaveBeenLastCalledWith(LEAGUE, ASHA, 'ignored');
    expect(within(section()).getAllByRole('group')).toHaveLength(1);
  });

  it('lists each admitted player’s counted bets, and who is on which side', () => {
    render(<LeaguePlayers league={league} />);
    const items = within(section()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^Ben benn 3333 benn 3333: 1 bet counted \(100 coins\) · picks up to/);
    expect(items[1]).toHaveTextContent(/^Chen chen 4444 chen 4444: 1 bet counted \(900 coins\), 1 not counted · picks up to/);
    // Asha's pick waits for her admission: she is on no side yet.
    expect(within(within(section()).getByRole('list', { name: 'Who is on which side' })).getByRole('listitem')).toHaveTextContent('Will team 1 win the cup? — YES: Ben · NO: Chen');
  });

  it('shows nothing before any player’s picks arrive', () => {
    const { container } = render(<LeaguePlayers league={operatedWith(leagueEvents(openQuestions(1)))} />);
    expect(container).toBeEmptyDOMElement();
  });
});

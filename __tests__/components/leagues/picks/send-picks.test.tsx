import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendPicks } from '@/components/leagues/picks/send-picks';
import type { Position } from '@/lib/model/position';
import { useGameStore } from '@/lib/store/game-store';
import { NOW } from '../../../lib/game-fixtures';
import { testPlayerKey } from '../../../lib/league/counted-snapshot';
import { picksActions } from './picks-port-mock';

jest.mock('@/components/leagues/picks/picks-port', () => jest.requireActual('./picks-port-mock').picksPortMock());

const LEAGUE = 'aaaabbbbccccdddd';
const key = testPlayerKey('ann', LEAGUE);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const LINK = 'https://predictoplay.test/leagues#picks=AAAA';

function bet(n: number, minutes: number): Position {
  return {
    id: `${key.playerId}.${n.toString(16).padStart(16, '0')}`,
    accountId: 'ann',
    marketId: `${LEAGUE}.${n}`,
    question: `Will question ${n} come true?`,
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: at(minutes),
    status: 'open',
    settledAt: null,
    yesShareAfter: 50,
    wallet: LEAGUE,
  };
}

function holding(positions: Position[], sentAt?: string) {
  const player = sentAt === undefined ? key : { ...key, sentAt };
  useGameStore.setState({ positions, memberships: [{ id: `${LEAGUE}:ann`, leagueId: LEAGUE, accountId: 'ann', status: 'following', changedAt: at(-60), player }] });
}

const renderPanel = () => render(<SendPicks accountId="ann" leagueId={LEAGUE} leagueName="Office Cup" />);
const panel = () => screen.getByRole('region', { name: 'Send my picks (Office Cup)' });

beforeEach(() => jest.clearAllMocks());

describe('SendPicks', () => {
  it('says how many bets are not sent yet', () => {
    holding([bet(1, -30), bet(2, -5)], at(-10));
    renderPanel();
    expect(panel()).toHaveTextContent('1 bet not sent yet');
    act(() => holding([bet(1, -30), bet(2, -5)]));
    expect(panel()).toHaveTextContent('2 bets not sent yet');
    act(() => holding([bet(1, -30), bet(2, -5)], at(0)));
    expect(panel()).toHaveTextContent('All your bets are sent.');
  });

  it('signs the picks on the button and shows the share block; sharing marks them sent', async () => {
    holding([bet(1, -30)]);
    picksActions.picksToSend.mockResolvedValue({ ok: true, link: LINK, fileText: '{}', fileName: 'picks-abcdefgh.predictoplay-picks', message: 'My picks for Office Cup (1 bet)', count: 1, signedAt: at(1) });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderPanel();
    await user.click(within(panel()).getByRole('button', { name: 'Send my picks' }));
    expect(picksActions.picksToSend).toHaveBeenCalledWith(LEAGUE);
    expect(await within(panel()).findByRole('textbox', { name: 'Picks link' })).toHaveValue(LINK);
    expect(within(panel()).getByRole('button', { name: 'Download picks-abcdefgh.predictoplay-picks' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Send my picks' })).not.toBeInTheDocument();
    expect(picksActions.markPicksSent).not.toHaveBeenCalled();

    await user.click(within(panel()).getByRole('button', { name: /^Copy link/ }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(picksActions.markPicksSent).toHaveBeenCalledWith(LEAGUE, at(1));
  });

  it('shows nothing to an account with no bet in the league', () => {
    holding([]);
    const { container } = renderPanel();
    expect(container).toBeEmptyDOMElement();
  });
});

import { act, render, screen } from '@testing-library/react';
import { YesShareChart } from '@/components/prediction/yes-share-chart';
import { placeBet } from '@/lib/betting';
import type { Account, Choice } from '@/lib/game-data';
import { playerShares } from '@/lib/markets';
import { commitGame } from '@/lib/store/game-store';
import { logInAs, marketById, startApp, testContext } from '../players';

let player: Account;

function bet(account: Account, choice: Choice, marketId = '1') {
  act(() => {
    const placed = commitGame((data) => placeBet(data, { accountId: account.id, marketId, choice, amount: 10 }, testContext()));
    if (!placed.ok) throw new Error(placed.reason);
  });
  return playerShares(marketById(marketId)).yes;
}

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
});

describe('YesShareChart', () => {
  it('is a labelled section whose chart says plainly that no bet here has been recorded yet', () => {
    render(<YesShareChart marketId="1" />);
    expect(screen.getByRole('region', { name: 'YES share after each bet' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /no bet on this prediction has been recorded in this browser yet/i })).toBeInTheDocument();
  });

  it('names its chart by the first and latest YES shares, and redraws as bets come in', () => {
    render(<YesShareChart marketId="1" />);
    const first = bet(player, 'YES');
    expect(screen.getByRole('img', { name: `YES share was ${first}% after the only bet recorded here.` })).toBeInTheDocument();
    const other = logInAs('q@example.com');
    bet(other, 'NO');
    bet(other, 'NO', '2');
    const latest = bet(logInAs('r@example.com'), 'NO');
    const sentence = `YES share went from ${first}% after the first bet to ${latest}% after the latest, over 3 bets.`;
    const chart = screen.getByRole('img', { name: sentence });
    // The same sentence is on screen as the figure's caption, for sighted readers too.
    expect(screen.getByText(sentence).tagName).toBe('FIGCAPTION');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3);
  });

  it("charts only this market's bets", () => {
    render(<YesShareChart marketId="3" />);
    bet(player, 'YES', '1');
    expect(screen.getByRole('img', { name: /no bet on this prediction has been recorded/i })).toBeInTheDocument();
  });
});

import { act, render, screen } from '@testing-library/react';
import { YesShareChart } from '@/components/prediction/yes-share-chart';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import type { Choice } from '@/lib/model/position';
import { coinShares } from '@/lib/market/markets';
import { applyNow, logInAs, marketById, startApp, testContext } from '../players';

let player: Account;

function bet(account: Account, choice: Choice, marketId = '1') {
  act(() => {
    const placed = applyNow((data) => placeBet(data, { accountId: account.id, marketId, choice, amount: 10 }, testContext()));
    if (!placed.ok) throw new Error(placed.reason);
  });
  return coinShares(marketById(marketId)).yes;
}

beforeEach(async () => {
  await startApp();
  player = logInAs('p@example.com');
});

describe('YesShareChart', () => {
  it("is a labelled section that charts a sample market's own share of coins before any bet here, and says so", () => {
    render(<YesShareChart marketId="1" />);
    const sample = coinShares(marketById('1')).yes;
    expect(screen.getByRole('region', { name: 'YES share after each bet' })).toBeInTheDocument();
    const chart = screen.getByRole('img', { name: `YES share is ${sample}% of the coins. No bet on this prediction has been recorded in this browser yet.` });
    expect(chart.querySelector('polyline')).not.toBeNull();
  });

  it('names its chart by the first and latest YES shares, and redraws as bets come in', () => {
    render(<YesShareChart marketId="1" />);
    const start = coinShares(marketById('1')).yes;
    const first = bet(player, 'YES');
    expect(screen.getByRole('img', { name: `YES share of the coins went from ${start}% to ${first}% after the only bet recorded here.` })).toBeInTheDocument();
    const other = logInAs('q@example.com');
    bet(other, 'NO');
    bet(other, 'NO', '2');
    const latest = bet(logInAs('r@example.com'), 'NO');
    const sentence = `YES share of the coins went from ${start}% before the bets recorded here to ${latest}% after the latest, over 3 bets.`;
    const chart = screen.getByRole('img', { name: sentence });
    // The same sentence is on screen as the figure's caption, for sighted readers too.
    expect(screen.getByText(sentence).tagName).toBe('FIGCAPTION');
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(4);
  });

  it("charts only this market's bets", () => {
    render(<YesShareChart marketId="3" />);
    bet(player, 'YES', '1');
    expect(screen.getByRole('img', { name: /no bet on this prediction has been recorded/i })).toBeInTheDocument();
  });
});

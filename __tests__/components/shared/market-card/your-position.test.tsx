import { render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import { placeBet } from '@/lib/betting/place-bet';
import { settleMarket } from '@/lib/settlement/settlement';
import { useSessionStore } from '@/lib/store/session-store';
import { applyNow, logInAs, marketById, startApp, testContext } from '../../players';

function bet(accountId: string, choice: 'YES' | 'NO', amount: number) {
  const placed = applyNow((data) => placeBet(data, { accountId, marketId: '1', choice, amount }, testContext()));
  if (!placed.ok) throw new Error(placed.reason);
}

function settle(outcome: 'YES' | 'NO' | 'VOID') {
  const settled = applyNow((data) => settleMarket(data, '1', outcome, testContext()));
  if (!settled.ok) throw new Error(settled.reason);
}

function renderCard() {
  return render(<PredictionCard market={marketById('1')} />);
}

beforeEach(async () => {
  await startApp();
});

describe('the position line on a card', () => {
  it('shows nothing to a visitor, and a player with no stake that they have none yet', async () => {
    const { unmount } = renderCard();
    expect(screen.queryByText(/^You[: ]/)).not.toBeInTheDocument();
    unmount();
    logInAs('none@example.com');
    renderCard();
    expect(await screen.findByText('You: no prediction yet')).toBeInTheDocument();
  });

  it('shows the stake and what it pays while open, summed per side', async () => {
    const me = logInAs('me@example.com');
    bet(me.id, 'YES', 100);
    bet(me.id, 'YES', 50);
    bet(me.id, 'NO', 1000);
    renderCard();
    const card = screen.getByRole('article');
    expect(await within(card).findByText('You: 150 on YES · pays 270 and 1,000 on NO · pays 1,800')).toBeInTheDocument();
  });

  it('turns into what the player won, lost or got back once the question settles', async () => {
    const me = logInAs('me@example.com');
    bet(me.id, 'YES', 100);
    bet(me.id, 'NO', 40);
    settle('YES');
    renderCard();
    expect(await screen.findByText('You won 180 · You lost 40')).toBeInTheDocument();
  });

  it('says the coins were returned when the question is cancelled', async () => {
    const me = logInAs('me@example.com');
    bet(me.id, 'NO', 100);
    settle('VOID');
    renderCard();
    expect(await screen.findByText('Coins returned: 100')).toBeInTheDocument();
  });

  it('shows only the logged-in player’s own stake, and goes on logout', async () => {
    const other = logInAs('other@example.com');
    bet(other.id, 'YES', 500);
    const me = logInAs('me@example.com');
    bet(me.id, 'NO', 20);
    renderCard();
    expect(await screen.findByText('You: 20 on NO · pays 36')).toBeInTheDocument();
    act(() => useSessionStore.setState({ accountId: null }));
    expect(screen.queryByText(/^You[: ]/)).not.toBeInTheDocument();
    expect(screen.queryByText('You: 20 on NO · pays 36')).not.toBeInTheDocument();
  });
});

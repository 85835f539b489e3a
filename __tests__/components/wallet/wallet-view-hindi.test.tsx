import { render, screen, within } from '@testing-library/react';
import type { Account } from '@/lib/model/account';
import { WalletView } from '@/components/wallet/wallet-view';
import { useClockStore } from '@/lib/store/clock-store';
import { placeBet } from '@/lib/betting/place-bet';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { applyNow, logInAs, startApp, testContext } from '../players';

describe('WalletView in Hindi', () => {
  inHindi();
  let player: Account;

  beforeEach(async () => {
    await startApp();
    player = logInAs('p@example.com');
    useClockStore.setState({ now: Date.now() });
  });

  it('names the wallet, the coins you have and the tiles in Hindi', () => {
    render(<WalletView />);
    expect(screen.getByRole('heading', { level: 1, name: 'बटुआ' })).toBeInTheDocument();
    const balance = screen.getByRole('region', { name: 'आपके सिक्के' });
    expect(balance).toHaveTextContent('1,500 सिक्के');
    expect(screen.getByRole('region', { name: 'रोज़ का बोनस' })).toHaveTextContent('दिन में एक बार 50 मुफ़्त सिक्के।');
    expect(screen.getAllByRole('button', { name: 'सिक्के जोड़ें' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'लेन-देन का इतिहास' })).toBeInTheDocument();
  });

  it('shows each history entry by its kind in Hindi, the question as written', () => {
    const marketId = '1';
    const placed = applyNow((data) => placeBet(data, { accountId: player.id, marketId, choice: 'YES', amount: 100 }, testContext()));
    if (!placed.ok) throw new Error(placed.reason);
    render(<WalletView />);
    const rows = within(screen.getByRole('list', { name: 'लेन-देन, सबसे नए पहले' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(/^अनुमान लगाया: /);
    expect(rows[0]).toHaveTextContent('कटे −100');
    expect(rows.at(-1)).toHaveTextContent('शुरुआती सिक्के');
  });

  // Coin counts, dates and the win rate's empty text come from lib/display and components/ui,
  // localized on their own; the wallet's own words are Hindi.
  it('reads in Devanagari where the wallet speaks', () => {
    render(<WalletView />);
    for (const name of ['आपके सिक्के', 'सिक्के जोड़ें']) {
      expect(devanagariShare(screen.getByRole('region', { name }).textContent ?? '')).toBeGreaterThan(0.9);
    }
  });
});

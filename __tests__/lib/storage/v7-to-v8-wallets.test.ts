import { decodeEnvelope } from '@/lib/storage/envelope';
import { GAME_SPEC } from './v8-reference/game-spec';
import { v7ToV8AddWallets } from '@/lib/storage/migrations/v7-to-v8-wallets';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { walletBalance, walletBalances } from '@/lib/wallet/ledger';
import { V7_STORED_GAME } from './v7-stored-game';

function loadedV7() {
  const decoded = decodeEnvelope(JSON.stringify(V7_STORED_GAME), GAME_SPEC);
  if (!decoded.ok) throw new Error(decoded.reason);
  return decoded;
}

describe('v7ToV8AddWallets', () => {
  it('gives every market no league, and every position row and entry tuple the practice wallet; entries also their kind', () => {
    const v8 = v7ToV8AddWallets(V7_STORED_GAME.state) as typeof V7_STORED_GAME.state;
    expect(v8.markets.map((market) => (market as { leagueId?: unknown }).leagueId)).toEqual([null, null]);
    expect(v8.positions.map((row) => row.at(-1))).toEqual([{ wallet: 'practice' }, { wallet: 'practice' }, { wallet: 'practice' }]);
    expect(v8.ledger.map((entry) => (Array.isArray(entry) ? entry.at(-1) : entry))).toEqual([
      { kind: 'welcome', wallet: 'practice' },
      { kind: 'welcome', wallet: 'practice' },
      { kind: 'start', wallet: 'practice' },
      { kind: 'bonus', wallet: 'practice' },
      { kind: 'top-up', wallet: 'practice' },
      // A legacy id: the kind is read from its text.
      { kind: 'bet', wallet: 'practice' },
      2,
      4,
      1,
      { kind: 'refund', wallet: 'practice' },
    ]);
  });

  it('loads the version 7 game with every balance, entry and position as it was, each in the practice wallet', () => {
    const { state, fromVersion } = loadedV7();
    expect(fromVersion).toBe(7);
    expect(state.accounts.map((account) => account.coins)).toEqual([1630, 960, 1500]);
    const balances = walletBalances(state.ledger);
    for (const account of state.accounts) expect(walletBalance(balances, account.id, PRACTICE_WALLET)).toBe(account.coins);
    expect(state.ledger.map((entry) => [entry.id, entry.amount, entry.kind, entry.description])).toEqual([
      ['v7-2', 1000, 'welcome', 'Welcome bonus'],
      ['v7-4', 1000, 'welcome', 'Welcome bonus'],
      ['v7-10', 1500, 'start', 'Starting balance'],
      ['v7-11', 50, 'bonus', 'Daily login bonus'],
      ['v7-12', 500, 'top-up', 'Added coins'],
      ['4b1d-legacy-stake', -100, 'bet', 'Bet placed: Will the home side score in the first 10 minutes of tonight’s derby?'],
      ['v7-6:stake', -40, 'bet', 'Bet placed: Will the home side score in the first 10 minutes of tonight’s derby?'],
      ['v7-7:stake', -60, 'bet', 'Bet placed: Will the cup final go to extra time?'],
      ['v7-5:win', 180, 'win', 'Won prediction: Will the home side score in the first 10 minutes of tonight’s derby?'],
      ['v7-7:refund', 60, 'refund', 'Refund: Will the cup final go to extra time?'],
    ]);
    expect(state.ledger.every((entry) => entry.wallet === PRACTICE_WALLET)).toBe(true);
    expect(state.positions.map((position) => [position.id, position.status, position.amount, position.yesShareAfter, position.wallet])).toEqual([
      ['v7-5', 'won', 100, 100, 'practice'],
      ['v7-6', 'lost', 40, 71, 'practice'],
      ['v7-7', 'refunded', 60, 100, 'practice'],
    ]);
    expect(state.markets.map((market) => market.leagueId)).toEqual([null, null]);
  });

  it('leaves an entry whose kind cannot be told without one, so the stored check refuses the game rather than guess', () => {
    const odd = { ...V7_STORED_GAME, state: { ...V7_STORED_GAME.state, ledger: [...V7_STORED_GAME.state.ledger, ['v7-99', 0, 1, 'Found on the floor', 1795348800000, 0]] } };
    expect((v7ToV8AddWallets(odd.state) as { ledger: unknown[] }).ledger.at(-1)).toEqual(['v7-99', 0, 1, 'Found on the floor', 1795348800000, 0, { wallet: 'practice' }]);
    expect(decodeEnvelope(JSON.stringify(odd), GAME_SPEC)).toEqual({ ok: false, reason: 'wrong-shape' });
  });

  it('leaves what is not a version 7 game alone, for validation to refuse', () => {
    expect(v7ToV8AddWallets('broken')).toBe('broken');
    const shapeless = { markets: [], positions: 'none', ledger: [] };
    expect(v7ToV8AddWallets(shapeless)).toBe(shapeless);
  });
});

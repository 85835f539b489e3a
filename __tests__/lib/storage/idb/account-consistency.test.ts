import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { accountProblems } from '@/lib/storage/idb/account-consistency';
import { playedGame } from '../../game-fixtures';

describe('accounts that disagree with their records', () => {
  it('finds none in a game the rules made', () => {
    const { data } = playedGame();
    const everyone = new Set(data.accounts.map((account) => account.id));
    expect(accountProblems(data.accounts, data.ledger, data.positions, everyone, ADMIN_EMAIL)).toEqual([]);
  });

  it('finds coins that are not the ledger, a promise that is not the payout rule, and an admin flag off the admin address', () => {
    const { data, a, b } = playedGame();
    const everyone = new Set([a, b]);
    const richer = data.accounts.map((account) => (account.id === a ? { ...account, coins: account.coins + 1 } : account));
    expect(accountProblems(richer, data.ledger, data.positions, everyone, ADMIN_EMAIL)).toEqual([{ id: a, problem: 'A balance that is not its ledger' }]);
    const promised = data.positions.map((position) => (position.accountId === b ? { ...position, potentialWin: position.potentialWin + 1 } : position));
    expect(accountProblems(data.accounts, data.ledger, promised, everyone, ADMIN_EMAIL)).toEqual([{ id: b, problem: 'A promised win that is not the payout rule' }]);
    const flagged = data.accounts.map((account) => (account.id === b ? { ...account, isAdmin: true } : account));
    expect(accountProblems(flagged, data.ledger, data.positions, new Set(), ADMIN_EMAIL)).toEqual([{ id: b, problem: 'An admin flag without the admin address' }]);
  });

  it('checks balances only of the accounts whose records were read, and admin flags of all', () => {
    const { data } = playedGame();
    const accounts = data.accounts.map((account) => ({ ...account, coins: account.coins + 1 }));
    expect(accountProblems(accounts, [], [], new Set(), ADMIN_EMAIL)).toEqual([]);
  });
});

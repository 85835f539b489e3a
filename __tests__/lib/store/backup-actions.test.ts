import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { makeBackup } from '@/lib/storage/backup-file';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import { backupForSession, previewRestoreForSession, restoreForSession } from '@/lib/store/backup-actions';
import { commitGame, useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, makeCtx, NOW, ok } from '../game-fixtures';
import { play } from '../played-games';
import { otherTabWrites, storageSnapshot, stored } from './stored-game';

function openPlayer(email: string, prefix: string): Account {
  const details = { username: prefix, email, phone: null, password: FAKE_HASH };
  return ok(commitGame((data) => signUp(data, details, ADMIN_EMAIL, makeCtx(NOW, prefix)))).account;
}

/** Ann's backup from another browser: one bet on m1 and a top-up. */
function annsBackupText(): string {
  const { data, ids } = play([
    { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 },
    { kind: 'topUp', player: 0 },
  ]);
  return JSON.stringify(makeBackup(data, ids[0] ?? null, NOW));
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('backup actions', () => {
  it('backupForSession backs up the session’s account as stored now, another tab’s bet included', () => {
    const alice = openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    otherTabWrites((data) => ok(placeBet(data, { accountId: alice.id, marketId: '1', choice: 'NO', amount: 30 }, makeCtx(NOW, 'tab-b'))).data);
    const backup = backupForSession();
    expect(backup?.game.account).toMatchObject({ id: alice.id, coins: 970 });
    expect(backup?.game.positions).toHaveLength(1);
    useSessionStore.setState({ accountId: null });
    expect(backupForSession()).toBeNull();
  });

  it('previewRestoreForSession says what would change and saves nothing', () => {
    const alice = openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    const before = storageSnapshot();
    const preview = previewRestoreForSession(annsBackupText());
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.summary).toEqual({ coins: { before: 1000, after: 1400 }, positions: { before: 0, after: 1 }, entries: { before: 1, after: 3 } });
    expect(storageSnapshot()).toEqual(before);
  });

  it('previewRestoreForSession refuses without a session, and a bad file before that', () => {
    expect(previewRestoreForSession(annsBackupText())).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(previewRestoreForSession('{')).toEqual({ ok: false, reason: 'not-json' });
  });

  it('restoreForSession stores the restored account in one write that loads again', () => {
    const alice = openPlayer('alice@example.com', 'alice');
    const bob = openPlayer('bob@example.com', 'bob');
    useSessionStore.setState({ accountId: alice.id });
    const preview = previewRestoreForSession(annsBackupText());
    if (!preview.ok) throw new Error(preview.reason);
    const { rev } = stored();
    expect(restoreForSession(preview.backup).ok).toBe(true);
    const after = stored();
    expect(after.rev).toBe(rev + 1);
    expect(after.state.accounts.find((account) => account.id === alice.id)).toMatchObject({ email: 'alice@example.com', coins: 1400, password: FAKE_HASH });
    expect(after.state.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000);
    expect(after.state.positions.map((position) => [position.accountId, position.marketId])).toEqual([[alice.id, 'm1']]);
    expect(after.state.markets.some((market) => market.id === 'm1')).toBe(true);
    expect(useGameStore.getState().accounts.find((account) => account.id === alice.id)?.coins).toBe(1400);
  });
});

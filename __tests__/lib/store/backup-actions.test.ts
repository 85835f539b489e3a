import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { makeBackup } from '@/lib/storage/backup-file';
import { placeBet } from '@/lib/betting/place-bet';
import type { Account } from '@/lib/model/account';
import { backupForSession, previewRestoreForSession, restoreForSession } from '@/lib/store/backup-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { fromBase64Url } from '@/lib/league/encoding';
import { generateLeagueKeys } from '@/lib/league/keys';
import { leagueIdOf } from '@/lib/league/league-id';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../game-fixtures';
import { joinAndBet, LEAGUE_ID, PUBLIC_KEY } from './league-records';
import { play } from '../played-games';
import { browserLeagueGame } from '../backup/browser-league-game';
import { countWriteTransactions, eventually, gameOf, memoryInStoredOrder, otherTabWrites, reload, storageSnapshot, stored } from './stored-game';

async function openPlayer(email: string, prefix: string): Promise<Account> {
  const details = { username: prefix, email, phone: null, password: FAKE_HASH };
  return ok(await commitGame((data) => signUp(data, details, ADMIN_EMAIL, makeCtx(NOW, prefix)))).account;
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
  it('backupForSession backs up the session’s account as stored now, another tab’s bet included', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    await otherTabWrites((data) => ok(placeBet(data, { accountId: alice.id, marketId: '1', choice: 'NO', amount: 30 }, makeCtx(NOW, 'tab-b'))).data);
    await eventually(() => expect(useGameStore.getState().positions).toHaveLength(1));
    const backup = backupForSession();
    expect(backup?.game.account).toMatchObject({ id: alice.id, coins: 970 });
    expect(backup?.game.positions).toHaveLength(1);
    useSessionStore.setState({ accountId: null });
    expect(backupForSession()).toBeNull();
  });

  it('previewRestoreForSession says what would change and saves nothing', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    const before = await storageSnapshot();
    const writes = countWriteTransactions();
    const preview = await previewRestoreForSession(annsBackupText());
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.summary).toEqual({ coins: { before: 1000, after: 1400 }, positions: { before: 0, after: 1 }, entries: { before: 1, after: 3 }, leagues: { added: [], kept: [], leftOut: [] }, predictions: { withoutStake: [], overdrawing: [], reopened: [], settledHere: [] }, leagueKeys: { restored: [], leftOut: [] } });
    expect(writes()).toBe(0);
    expect(await storageSnapshot()).toEqual(before);
  });

  it('previewRestoreForSession refuses without a session, and a bad file before that', async () => {
    expect(await previewRestoreForSession(annsBackupText())).toEqual({ ok: false, reason: 'not-logged-in' });
    expect(await previewRestoreForSession('{')).toEqual({ ok: false, reason: 'not-json' });
  });

  it('restoreForSession stores the restored account in one transaction that loads again', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    const bob = await openPlayer('bob@example.com', 'bob');
    useSessionStore.setState({ accountId: alice.id });
    const preview = await previewRestoreForSession(annsBackupText());
    if (!preview.ok) throw new Error(preview.reason);
    const revs = (await stored()).revs;
    const writes = countWriteTransactions();
    expect(await restoreForSession(preview.backup)).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect(writes()).toBe(1);
    const after = await stored();
    expect(after.revs.accounts?.[alice.id]).toBe((revs.accounts?.[alice.id] ?? 0) + 1);
    expect(after.revs.accounts?.[bob.id]).toBe(revs.accounts?.[bob.id]);
    expect(after.accounts.find((account) => account.id === alice.id)).toMatchObject({ email: 'alice@example.com', coins: 1400, password: FAKE_HASH });
    expect(after.accounts.find((account) => account.id === bob.id)?.coins).toBe(1000);
    expect(after.positions.map((position) => [position.accountId, position.marketId])).toEqual([[alice.id, 'm1']]);
    expect(after.markets.some((market) => market.id === 'm1')).toBe(true);
    expect(useGameStore.getState().accounts.find((account) => account.id === alice.id)?.coins).toBe(1400);
    expect(memoryInStoredOrder().ledger).toEqual(after.ledger);

    // It loads again: a reload rebuilds Alice's restored game from the records.
    const memory = memoryInStoredOrder();
    await reload(NOW);
    expect(memoryInStoredOrder().accounts).toEqual(memory.accounts);
    expect(memoryInStoredOrder().positions).toEqual(memory.positions);
    expect(memoryInStoredOrder().ledger).toEqual(memory.ledger.filter((entry) => entry.accountId === alice.id));
    expect(memoryInStoredOrder().markets).toEqual(memory.markets);
  });
});

/** Ann's backup from another browser following a league under a real key: its id derived from that key, or `leagueId` instead. */
async function annsLeagueBackupText(leagueId?: string): Promise<{ text: string; leagueId: string; publicKey: string }> {
  const { publicKey } = await generateLeagueKeys();
  const derived = await leagueIdOf(fromBase64Url(publicKey) as Uint8Array);
  const id = leagueId ?? derived;
  const ctx = makeCtx(NOW, 'ann');
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const file = JSON.stringify(makeBackup(joinAndBet(ann.data, ann.account.id, ctx), ann.account.id, NOW));
  return { text: file.replaceAll(LEAGUE_ID, id).replaceAll(PUBLIC_KEY, publicKey), leagueId: id, publicKey };
}

describe('restoring leagues', () => {
  it('takes a league whose id derives from its key, and stores it (awaiting its signed history) with the wallet in one transaction', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    const { text, leagueId, publicKey } = await annsLeagueBackupText();
    const preview = await previewRestoreForSession(text);
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.summary.leagues).toEqual({ added: ['Site League'], kept: [], leftOut: [] });
    const writes = countWriteTransactions();
    expect(await restoreForSession(preview.backup)).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect(writes()).toBe(1);
    const after = await stored();
    expect(after.leagues).toEqual([expect.objectContaining({ id: leagueId, publicKey, seq: 0, hashes: [] })]);
    // Its questions come with the operator's signed updates, from seq 1.
    expect(after.markets.filter((market) => market.leagueId === leagueId)).toHaveLength(0);
    expect(after.ledger.filter((entry) => entry.wallet === leagueId).map((entry) => entry.amount).sort((a, b) => a - b)).toEqual([-100, 1000]);
    expect(memoryInStoredOrder()).toEqual(gameOf(after));
  });

  it('leaves out a league whose id is not the one its key derives, and says so before anything changes', async () => {
    const alice = await openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    const { text } = await annsLeagueBackupText('forgeda2b3c4d5e6');
    const preview = await previewRestoreForSession(text);
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.summary.leagues).toEqual({ added: [], kept: [], leftOut: ['Site League'] });
    ok(await restoreForSession(preview.backup));
    const after = await stored();
    expect(after.leagues).toEqual([]);
    expect(after.markets.filter((market) => market.leagueId !== null)).toEqual([]);
    expect(after.ledger.filter((entry) => entry.wallet === 'forgeda2b3c4d5e6')).toEqual([]);
  });
});

describe('league keys in backups', () => {
  it('backupForSession carries the session’s league keys only when asked, and a restore stores them with the membership in one transaction', async () => {
    const there = await browserLeagueGame('there');
    useGameStore.setState(there.data);
    useSessionStore.setState({ accountId: there.ann });
    expect(backupForSession()?.game).not.toHaveProperty('operatedLeagues');
    const text = JSON.stringify(backupForSession({ includeLeagueKeys: true }));
    expect(JSON.parse(text).game.operatedLeagues).toHaveLength(1);

    await reload(NOW);
    const alice = await openPlayer('alice@example.com', 'alice');
    useSessionStore.setState({ accountId: alice.id });
    const preview = await previewRestoreForSession(text);
    if (!preview.ok) throw new Error(preview.reason);
    expect(preview.summary.leagueKeys).toEqual({ restored: ['Office Cup'], leftOut: [] });
    const writes = countWriteTransactions();
    expect(await restoreForSession(preview.backup)).toEqual(expect.objectContaining({ ok: true, saved: true }));
    expect(writes()).toBe(1);
    const after = await stored();
    expect(after.operatedLeagues).toEqual([expect.objectContaining({ id: there.log.leagueId, accountId: alice.id, privateJwk: there.keys.privateJwk })]);
    expect(after.memberships).toEqual([expect.objectContaining({ accountId: alice.id, leagueId: there.log.leagueId, status: 'following' })]);
    expect(memoryInStoredOrder()).toEqual(gameOf(after));
  });
});

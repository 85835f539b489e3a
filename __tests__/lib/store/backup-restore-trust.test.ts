// The two minting backups, restored through the store and read back after a reload: the
// league balance is the honest one in memory and in IndexedDB alike, and nothing is quarantined.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { leagueBalance } from '@/lib/league/follow-league';
import { fromBase64Url } from '@/lib/league/encoding';
import { generateLeagueKeys } from '@/lib/league/keys';
import { leagueIdOf } from '@/lib/league/league-id';
import type { BackupFile } from '@/lib/storage/backup-file';
import { previewRestoreForSession, restoreForSession } from '@/lib/store/backup-actions';
import { useGameStore } from '@/lib/store/game-store';
import { commitGame } from '@/lib/store/commit-game';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, makeCtx, makeMarket, NOW, ok } from '../game-fixtures';
import { annsPlayerId, inflatedBackupFile, twoStartsBackupFile } from '../backup/league-backup';
import { LEAGUE_ID, makeLeague, PUBLIC_KEY, QUESTION } from './league-records';
import { gameOf, memoryInStoredOrder, quarantined, reload, stored } from './stored-game';

/** The file under a real key, its league id derived from it, as a browser would check it. */
async function underRealKey(file: BackupFile): Promise<{ text: string; leagueId: string; publicKey: string }> {
  const { publicKey } = await generateLeagueKeys();
  const leagueId = await leagueIdOf(fromBase64Url(publicKey) as Uint8Array);
  return { text: JSON.stringify(file).replaceAll(LEAGUE_ID, leagueId).replaceAll(PUBLIC_KEY, publicKey), leagueId, publicKey };
}

async function loggedIn(): Promise<string> {
  const details = { username: 'Alice', email: 'alice@example.com', phone: null, password: FAKE_HASH };
  const alice = ok(await commitGame((data) => signUp(data, details, ADMIN_EMAIL, makeCtx(NOW, 'alice')))).account;
  useSessionStore.setState({ accountId: alice.id });
  return alice.id;
}

/** This browser follows the league at seq 3 and has question 1 resolved YES, the organiser's count of Ann's bets held. */
async function settledHere(leagueId: string, publicKey: string): Promise<void> {
  const at = new Date(NOW).toISOString();
  const snapshot = { seq: 3, crowd: [], standings: [], judged: [{ playerId: annsPlayerId(), through: at, refused: [] }] };
  const league = makeLeague({ id: leagueId, publicKey, seq: 3, snapshot, snapshotAt: at });
  const question = makeMarket({ id: `${leagueId}.1`, question: QUESTION, leagueId, isResolved: true, outcome: 'YES', resolvedAt: new Date(NOW).toISOString() });
  ok(await commitGame((data) => ({ ok: true, data: { ...data, leagues: [...data.leagues, league], markets: [...data.markets, question] } })));
}

async function restoreText(text: string): Promise<void> {
  const preview = await previewRestoreForSession(text);
  if (!preview.ok) throw new Error(preview.reason);
  expect(await restoreForSession(preview.backup)).toEqual(expect.objectContaining({ ok: true, saved: true }));
}

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await hydrateStores(NOW);
  jest.spyOn(Date, 'now').mockReturnValue(NOW);
});

describe('restoring an edited backup, then reloading', () => {
  it('a start entry of 1,000,000 and a 50,000 YES position with no bet restore to 1,080, in memory and in storage, and say so first', async () => {
    const aliceId = await loggedIn();
    const { text, leagueId, publicKey } = await underRealKey(inflatedBackupFile());
    await settledHere(leagueId, publicKey);
    const preview = await previewRestoreForSession(text);
    expect(preview.ok && preview.summary.predictions.withoutStake).toEqual([QUESTION]);
    await restoreText(text);
    expect(leagueBalance(useGameStore.getState().ledger, aliceId, leagueId)).toBe(1080);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));

    await reload(NOW);
    expect(leagueBalance((await stored()).ledger, aliceId, leagueId)).toBe(1080);
    expect(leagueBalance(useGameStore.getState().ledger, aliceId, leagueId)).toBe(1080);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
    expect(await quarantined()).toEqual([]);
  });

  it('two start entries restore as one: 900 in memory and in storage, before and after a reload', async () => {
    const aliceId = await loggedIn();
    const { text, leagueId } = await underRealKey(twoStartsBackupFile());
    await restoreText(text);
    expect(leagueBalance(useGameStore.getState().ledger, aliceId, leagueId)).toBe(900);
    expect(leagueBalance((await stored()).ledger, aliceId, leagueId)).toBe(900);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));

    await reload(NOW);
    expect(leagueBalance(useGameStore.getState().ledger, aliceId, leagueId)).toBe(900);
    expect(memoryInStoredOrder()).toEqual(gameOf(await stored()));
    expect(await quarantined()).toEqual([]);
  });
});

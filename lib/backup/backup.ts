// A player's backup file: their account (never its password hash), ledger, positions and the
// markets those positions name, in the very form storage keeps the game at GAME_VERSION. Reading
// one goes through storage's own migrations and schema, so a file is trusted exactly as far as
// stored data is: a balance that is not its ledger, or a newer version, is refused, not guessed at.

import * as v from 'valibot';
import { findAccount } from '../account/find-account';
import type { Account, PasswordHash } from '../model/account';
import type { GameData } from '../model/game';
import { GAME_MIGRATIONS, runMigrations } from '../storage/migrations';
import { packGame, type PackedGame } from '../storage/packed-game';
import { storedGameSchema } from '../storage/schema';
import { GAME_VERSION } from '../storage/versions';

export const BACKUP_FORMAT = 'predictoplay-backup';

/** Far above any real backup (a whole browser's storage is about 5 MB), so parsing stays cheap. */
export const MAX_BACKUP_CHARS = 20_000_000;

export type BackupAccount = Omit<Account, 'password'>;

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  version: number;
  exportedAt: string;
  game: Omit<PackedGame, 'accounts'> & { accounts: BackupAccount[] };
}

/** A backup read back: one account with its records, as the app holds them in memory. */
export interface Backup {
  version: number;
  exportedAt: string;
  game: GameData;
}

export type BackupProblem = 'too-large' | 'not-json' | 'not-a-backup' | 'newer-version' | 'tampered';
export type ReadBackupResult = { ok: true; backup: Backup } | { ok: false; reason: BackupProblem };

function withoutPassword(account: Account): BackupAccount {
  const copy: BackupAccount & { password?: PasswordHash } = { ...account };
  delete copy.password;
  return copy;
}

export function makeBackup(data: GameData, accountId: string | null, nowMs: number): BackupFile | null {
  const account = findAccount(data, accountId);
  if (!account) return null;
  const positions = data.positions.filter((position) => position.accountId === account.id);
  const marketIds = new Set(positions.map((position) => position.marketId));
  const game = packGame({
    markets: data.markets.filter((market) => marketIds.has(market.id)),
    // The catalogue's seeding belongs to the browser, not to the player.
    seededAt: null,
    accounts: [account],
    ledger: data.ledger.filter((entry) => entry.accountId === account.id),
    positions,
    settings: data.settings,
  });
  return {
    format: BACKUP_FORMAT,
    version: GAME_VERSION,
    exportedAt: new Date(nowMs).toISOString(),
    game: { ...game, accounts: game.accounts.map(withoutPassword) },
  };
}

const headerSchema = v.strictObject({
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  exportedAt: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value))),
  ),
  game: v.unknown(),
});

// Stands in for the hash the file never carries, only so that storage's schema can check the
// rest; restoring keeps the target account's own password, so this is never stored.
const NO_PASSWORD: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

function withPlaceholderPasswords(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('accounts' in state) || !Array.isArray(state.accounts)) return state;
  const accounts: unknown[] = state.accounts.map((account: unknown) =>
    typeof account === 'object' && account !== null ? { ...account, password: NO_PASSWORD } : account,
  );
  return { ...state, accounts };
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function migrate(state: unknown, fromVersion: number): unknown {
  try {
    const migrated = runMigrations(state, fromVersion, GAME_VERSION, GAME_MIGRATIONS);
    return migrated.ok ? migrated.state : undefined;
  } catch {
    // A step that throws met data it cannot upgrade: the same as a wrong shape.
    return undefined;
  }
}

/** A backup names every market it bet on, which storage's schema cannot require of a browser. */
function namesItsMarkets(game: GameData): boolean {
  const marketIds = new Set(game.markets.map((market) => market.id));
  return game.positions.every((position) => marketIds.has(position.marketId));
}

export function readBackup(text: string): ReadBackupResult {
  if (text.length > MAX_BACKUP_CHARS) return { ok: false, reason: 'too-large' };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: 'not-json' };
  const header = v.safeParse(headerSchema, json.value);
  if (!header.success) return { ok: false, reason: 'not-a-backup' };
  const { version, exportedAt, game } = header.output;
  if (version > GAME_VERSION) return { ok: false, reason: 'newer-version' };
  const migrated = migrate(game, version);
  if (migrated === undefined) return { ok: false, reason: 'not-a-backup' };
  const checked = v.safeParse(storedGameSchema, withPlaceholderPasswords(migrated));
  if (!checked.success) {
    // Every record had the right shape, yet they disagree (a balance that is not its ledger, an
    // entry of no position): the file was edited after it was made.
    const disagree = checked.issues.every((issue) => issue.type === 'raw_check' || issue.type === 'raw_transform');
    return { ok: false, reason: disagree ? 'tampered' : 'not-a-backup' };
  }
  if (checked.output.accounts.length !== 1) return { ok: false, reason: 'not-a-backup' };
  if (!namesItsMarkets(checked.output)) return { ok: false, reason: 'tampered' };
  return { ok: true, backup: { version, exportedAt, game: checked.output } };
}

// A player's backup file: their account (never its password hash), ledger, positions, the
// markets those positions name, the leagues the player follows with all their questions and the
// player's memberships, and, only when asked, the leagues the player runs with their private keys.
// Written as the plain records the app holds in memory, so a player
// who opens the file in a text editor reads their history ('Bet placed: Will …'). Reading one is
// as strict as reading stored data: a records file is checked by the game's own schema, and a
// file from before records (the storage's packed form, no `layout`) goes through the storage's
// migrations and schema as before. A balance that is not its ledger, or a newer version, is
// refused, not guessed at.

import * as v from 'valibot';
import { parseJson } from '../json/parse-json';
import { findAccount } from '../account/find-account';
import type { Account, PasswordHash } from '../model/account';
import type { GameData } from '../model/game';
import type { League } from '../model/league';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Market } from '../model/market';
import { IMAGE_NOT_ON_SITE } from '../model/market-image';
import type { Membership } from '../model/membership';
import type { OperatedLeague } from '../model/operated-league';
import type { Position } from '../model/position';
import type { Settings } from '../model/settings';
import { FIRST_RECORDS_VERSION, GAME_MIGRATIONS, RECORDS_MIGRATIONS, runMigrations, type MigrationSteps } from './migrations';
import { ADMIN_EMAIL } from '../account/admin-email';
import { decodeV8Game } from './migrations/v8/decode';
import { gameStateSchema } from './schema';
import { BACKUP_VERSION, GAME_VERSION } from './versions';

export const BACKUP_FORMAT = 'predictoplay-backup';

/** Marks a file of plain records; files without it hold the storage's packed form. */
export const RECORDS_LAYOUT = 'records';

/** Far above any real backup (a whole browser's storage is about 5 MB), so parsing stays cheap. */
export const MAX_BACKUP_CHARS = 20_000_000;

export type BackupAccount = Omit<Account, 'password'>;

/** What a backup holds of one player, in the order a reader meets it. */
export interface BackupRecords {
  account: BackupAccount;
  ledger: LedgerEntry[];
  positions: Position[];
  markets: Market[];
  /** The leagues whose wallets the ledger holds: pinned key, applied seq and hashes. */
  leagues: League[];
  /** Whether the player follows or left each league; none in files from before version 11. */
  memberships: Membership[];
  /** The leagues the player runs, private keys included: present only when the player asked for them. */
  operatedLeagues?: OperatedLeague[];
  settings: Settings;
}

export interface BackupOptions {
  /** 'include my league keys': whoever holds the file can then run the player's leagues. */
  includeLeagueKeys?: boolean;
}

export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  layout: typeof RECORDS_LAYOUT;
  version: number;
  exportedAt: string;
  game: BackupRecords;
}

/** A backup read back: one account with its records, as the app holds them in memory. */
export interface Backup {
  version: number;
  exportedAt: string;
  game: GameData;
}

/** 'image-not-on-site': a question's picture is not one of this site's own, so it would load from elsewhere. */
export type BackupProblem = 'too-large' | 'not-json' | 'not-a-backup' | 'newer-version' | 'tampered' | 'image-not-on-site';
export type ReadBackupResult = { ok: true; backup: Backup } | { ok: false; reason: BackupProblem };

function withoutPassword(account: Account): BackupAccount {
  const copy: BackupAccount & { password?: PasswordHash } = { ...account };
  delete copy.password;
  return copy;
}

export function makeBackup(data: GameData, accountId: string | null, nowMs: number, { includeLeagueKeys = false }: BackupOptions = {}): BackupFile | null {
  const account = findAccount(data, accountId);
  if (!account) return null;
  const positions = data.positions.filter((position) => position.accountId === account.id);
  const ledger = data.ledger.filter((entry) => entry.accountId === account.id);
  const marketIds = new Set(positions.map((position) => position.marketId));
  // A followed league has a wallet, opened by its starting coins. Every question of it travels,
  // bet on or not: a browser restoring the league at its seq never receives those events again.
  const wallets = new Set(ledger.map((entry) => entry.wallet));
  const leagues = data.leagues.filter((league) => wallets.has(league.id));
  const leagueIds = new Set(leagues.map((league) => league.id));
  return {
    format: BACKUP_FORMAT,
    layout: RECORDS_LAYOUT,
    version: BACKUP_VERSION,
    exportedAt: new Date(nowMs).toISOString(),
    game: {
      account: withoutPassword(account),
      ledger,
      positions,
      markets: data.markets.filter((market) => marketIds.has(market.id) || (market.leagueId !== null && leagueIds.has(market.leagueId))),
      leagues,
      memberships: data.memberships.filter((membership) => membership.accountId === account.id),
      // Keys leave the browser only when the player ticked the box for them.
      ...(includeLeagueKeys ? { operatedLeagues: data.operatedLeagues.filter((league) => league.accountId === account.id) } : {}),
      settings: data.settings,
    },
  };
}

const headerFields = {
  format: v.literal(BACKUP_FORMAT),
  version: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  exportedAt: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value))),
  ),
  game: v.unknown(),
};

/** A file of the storage's packed form, as every backup was before records. */
const packedHeaderSchema = v.strictObject(headerFields);

const recordsHeaderSchema = v.strictObject({ ...headerFields, layout: v.literal(RECORDS_LAYOUT) });

/** The records' lists; each record is checked by the game's schema once they are put together. */
const recordsSchema = v.strictObject({
  account: v.record(v.string(), v.unknown()),
  ledger: v.array(v.unknown()),
  positions: v.array(v.unknown()),
  markets: v.array(v.unknown()),
  leagues: v.array(v.unknown()),
  memberships: v.array(v.unknown()),
  operatedLeagues: v.optional(v.array(v.unknown())),
  settings: v.unknown(),
});

// Stands in for the hash the file never carries, only so that the game's schema can check the
// rest; restoring keeps the target account's own password, so this is never stored.
const NO_PASSWORD: PasswordHash = { salt: 'AAAAAAAAAAAAAAAAAAAAAA==', hash: 'AAAA', iterations: 1 };

function withPlaceholderPasswords(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('accounts' in state) || !Array.isArray(state.accounts)) return state;
  const accounts: unknown[] = state.accounts.map((account: unknown) =>
    typeof account === 'object' && account !== null ? { ...account, password: NO_PASSWORD } : account,
  );
  return { ...state, accounts };
}

function migrate(state: unknown, fromVersion: number, steps: MigrationSteps = GAME_MIGRATIONS, toVersion = GAME_VERSION): unknown {
  try {
    const migrated = runMigrations(state, fromVersion, toVersion, steps);
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

/** The verdict on a game that failed its schema: records that disagree were edited after the file was made. */
function refusal(issues: readonly v.BaseIssue<unknown>[]): BackupProblem {
  // Named on its own: a planted picture is an attack to say so, not a file that is merely damaged.
  if (issues.some((issue) => issue.message === IMAGE_NOT_ON_SITE)) return 'image-not-on-site';
  // Every record had the right shape, yet they disagree (a balance that is not its ledger, an
  // entry of no position): the file was edited after it was made.
  return issues.every((issue) => issue.type === 'raw_check' || issue.type === 'raw_transform') ? 'tampered' : 'not-a-backup';
}

function checkedBackup(schema: v.GenericSchema<unknown, GameData>, state: unknown, version: number, exportedAt: string): ReadBackupResult {
  const checked = v.safeParse(schema, withPlaceholderPasswords(state));
  if (!checked.success) return { ok: false, reason: refusal(checked.issues) };
  if (checked.output.accounts.length !== 1) return { ok: false, reason: 'not-a-backup' };
  if (!namesItsMarkets(checked.output)) return { ok: false, reason: 'tampered' };
  return { ok: true, backup: { version, exportedAt, game: checked.output } };
}

/** A file of plain records, which only this version writes: its records are checked as the game holds them. */
function readRecords(file: unknown): ReadBackupResult {
  const header = v.safeParse(recordsHeaderSchema, file);
  if (!header.success) return { ok: false, reason: 'not-a-backup' };
  const { version, exportedAt, game } = header.output;
  if (version > BACKUP_VERSION) return { ok: false, reason: 'newer-version' };
  // No records file was made before records were first written.
  if (version < FIRST_RECORDS_VERSION) return { ok: false, reason: 'not-a-backup' };
  const upgraded = migrate(game, version, RECORDS_MIGRATIONS, BACKUP_VERSION);
  if (upgraded === undefined) return { ok: false, reason: 'not-a-backup' };
  const records = v.safeParse(recordsSchema, upgraded);
  if (!records.success) return { ok: false, reason: 'not-a-backup' };
  const { account, ledger, positions, markets, leagues, memberships, operatedLeagues = [], settings } = records.output;
  // The catalogue's seeding belongs to the browser, not to the player.
  const state = { markets, seededAt: null, accounts: [account], ledger, positions, settings, leagues, memberships, operatedLeagues };
  return checkedBackup(gameStateSchema, state, version, exportedAt);
}

/** A file of the storage's packed form, of any version up to this one, read through the storage's migrations. */
function readPacked(file: unknown): ReadBackupResult {
  const header = v.safeParse(packedHeaderSchema, file);
  if (!header.success) return { ok: false, reason: 'not-a-backup' };
  const { version, exportedAt, game } = header.output;
  if (version > GAME_VERSION) return { ok: false, reason: 'newer-version' };
  const migrated = migrate(game, version);
  if (migrated === undefined) return { ok: false, reason: 'not-a-backup' };
  // Packed files end at version 8, which the move to IndexedDB's frozen decoder reads.
  const decoded = decodeV8Game(withPlaceholderPasswords(migrated), ADMIN_EMAIL);
  if (!decoded.ok) return { ok: false, reason: decoded.stage === 'agreement' ? 'tampered' : 'not-a-backup' };
  return checkedBackup(gameStateSchema, decoded.game, version, exportedAt);
}

const isRecordsFile = (value: unknown) => typeof value === 'object' && value !== null && 'layout' in value;

export function readBackup(text: string): ReadBackupResult {
  if (text.length > MAX_BACKUP_CHARS) return { ok: false, reason: 'too-large' };
  const json = parseJson(text);
  if (!json.ok) return { ok: false, reason: 'not-json' };
  return isRecordsFile(json.value) ? readRecords(json.value) : readPacked(json.value);
}

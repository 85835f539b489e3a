// The game as version 8 stored it (plain data, after the envelope's earlier steps), checked and
// turned into its records: the frozen decoder the move to IndexedDB reads the old key with, so
// that the packer of the day (and its removal) never changes what the move makes of old data.
// Refuses what version 8 refused: a record or row that is not one, a reference to nothing, and
// records that disagree with each other.

import { isPackedEntry, isPackedPosition, unpackRows } from './packed-rows';
import {
  V8_PRACTICE_WALLET,
  checkedAccount,
  checkedAll,
  checkedMarket,
  checkedSettings,
  isIsoTime,
  isPlainObject,
  type V8Game,
} from './records';

/**
 * `stage` says where a refusal came from: 'shape' when a record or row is not one, 'agreement'
 * when every record is well formed but they disagree (a reference to nothing, a balance that is
 * not its ledger), which in a file made by the app means it was edited after.
 */
export type V8DecodeResult = { ok: true; game: V8Game } | { ok: false; problem: string; stage: 'shape' | 'agreement' };

const shapeProblem = (problem: string) => ({ ok: false, problem, stage: 'shape' }) as const;

const GAME_FIELDS = ['markets', 'seededAt', 'accounts', 'ledger', 'positions', 'settings'];

/** Like `every`, but a hole in the list is an item too (undefined), not skipped. */
function everyItem(items: readonly unknown[], isItem: (item: unknown) => boolean): boolean {
  for (let index = 0; index < items.length; index += 1) if (!isItem(items[index])) return false;
  return true;
}

/** Whatever each record says on its own, the records must also agree with each other. */
function consistencyProblem({ accounts, ledger, positions }: V8Game, adminEmail: string): string | null {
  const ids = new Set(accounts.map((account) => account.id));
  if (ids.size !== accounts.length) return 'Two accounts share an id';
  if (new Set(accounts.map((account) => account.email)).size !== accounts.length) return 'Two accounts share an email';
  if (accounts.some((account) => account.isAdmin && account.email !== adminEmail)) return 'An admin flag without the admin address';
  if (ledger.some((entry) => !ids.has(entry.accountId))) return 'A ledger entry of no account';
  if (positions.some((position) => !ids.has(position.accountId))) return 'A position of no account';
  // Version 8's payout rule: a win pays floor(stake x 9/5), and settlement pays the promise.
  if (positions.some((position) => position.potentialWin !== Math.floor((position.amount * 9) / 5))) return 'A promised win that is not the payout rule';
  // The account's coins are its practice wallet; a league's wallet is its ledger alone.
  const practice = new Map<string, number>();
  const wallets = new Map<string, number>();
  for (const entry of ledger) {
    if (entry.wallet === V8_PRACTICE_WALLET) practice.set(entry.accountId, (practice.get(entry.accountId) ?? 0) + entry.amount);
    const key = JSON.stringify([entry.accountId, entry.wallet]);
    wallets.set(key, (wallets.get(key) ?? 0) + entry.amount);
  }
  if (accounts.some((account) => (practice.get(account.id) ?? 0) !== account.coins)) return 'A balance that is not its ledger';
  for (const balance of wallets.values()) if (balance < 0) return 'A wallet below zero';
  return null;
}

/**
 * A version 8 game's records, or why it is refused. `adminEmail` is the address the admin flag
 * may be on (a setting of the build, trimmed and lower-cased).
 */
export function decodeV8Game(state: unknown, adminEmail: string): V8DecodeResult {
  if (!isPlainObject(state)) return shapeProblem('Not a game');
  for (const key in state) if (!GAME_FIELDS.includes(key)) return shapeProblem(`A field that is not the game’s: ${key}`);
  for (const key of GAME_FIELDS) if (!(key in state)) return shapeProblem(`A game without its ${key}`);
  const markets = checkedAll(state.markets, checkedMarket);
  if (!markets) return shapeProblem('A stored market is not a market');
  const { seededAt } = state;
  if (seededAt !== null && !isIsoTime(seededAt)) return shapeProblem('A seeding time that is not a time');
  const accounts = checkedAll(state.accounts, checkedAccount);
  if (!accounts) return shapeProblem('A stored account is not an account');
  const { ledger, positions } = state;
  if (!Array.isArray(ledger) || !everyItem(ledger, isPackedEntry)) return shapeProblem('A stored entry is not an entry');
  if (!Array.isArray(positions) || !everyItem(positions, isPackedPosition)) return shapeProblem('A stored position is not a position');
  const settings = checkedSettings(state.settings);
  if (!settings) return shapeProblem('Settings that are not settings');
  const unpacked = unpackRows(positions as unknown[][], ledger, accounts, markets);
  if (!unpacked.ok) return { ...unpacked, stage: 'agreement' };
  const game: V8Game = { markets, seededAt: seededAt as string | null, accounts, ledger: unpacked.ledger, positions: unpacked.positions, settings };
  const problem = consistencyProblem(game, adminEmail);
  return problem === null ? { ok: true, game } : { ok: false, problem, stage: 'agreement' };
}

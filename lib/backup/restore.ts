// Restoring a backup into the logged-in account. The account keeps who it is (id, email,
// password, phone, admin flag, joining date); its ledger, positions, name, bonus day and
// notification switches become the backup's, as far as restore-wallets.ts takes them, and its
// coins are the sum of the practice entries taken. Records are replaced, never added to, so
// restoring twice is restoring once, and coins only ever come with the ledger entries that
// explain them. A restore never changes a question of this browser. Leagues follow
// restore-leagues.ts: the wallets of the leagues taken are replaced like the practice one; a
// league wallet the backup does not bring stays as this browser has it. Memberships and league
// keys follow restore-operated.ts.

import type { Account } from '../model/account';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import { findAccount } from '../account/find-account';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { marketsToAdd, planLeagues, type LeaguesRestored } from './restore-leagues';
import { planOperatedLeagues, restoreMemberships, type LeagueKeysRestored } from './restore-operated';
import { takeWallets, type PositionsRestored } from './restore-wallets';

export interface Change {
  before: number;
  after: number;
}

/** What a restore changes, for the player to see before saying yes. */
export interface RestoreSummary {
  coins: Change;
  positions: Change;
  entries: Change;
  leagues: LeaguesRestored;
  /** The backup's predictions that do not come back as the backup has them. */
  predictions: PositionsRestored;
  /** The leagues whose keys the backup carries (made with 'include my league keys'); empty lists otherwise. */
  leagueKeys: LeagueKeysRestored;
}

/**
 * 'records-taken': the backup's positions or entries are another account's in this browser (the
 * backup was made here, from an account that still exists); restoring would count them twice.
 */
export type RestoreRefusal = Refusal<'not-logged-in' | 'records-taken'>;
export type RestoreResult = { ok: true; data: GameData; summary: RestoreSummary } | RestoreRefusal;

function backupAccount(backup: GameData): Account {
  const [account] = backup.accounts;
  // readBackup lets through only backups of exactly one account.
  if (!account || backup.accounts.length !== 1) throw new Error('A backup holds exactly one account');
  return account;
}

function isTakenByOthers(data: GameData, targetId: string, backup: GameData): boolean {
  const others = new Set<string>();
  for (const position of data.positions) if (position.accountId !== targetId) others.add(position.id);
  if (backup.positions.some((position) => others.has(position.id))) return true;
  others.clear();
  for (const entry of data.ledger) if (entry.accountId !== targetId) others.add(entry.id);
  return backup.ledger.some((entry) => others.has(entry.id));
}

const NO_CHECKED_LEAGUES: ReadonlySet<string> = new Set();

/**
 * `checkedLeagueIds`: the backup's leagues whose id was found derived from their key;
 * `checkedOperatedIds`: its league keys whose logs were found sound (async checks, made before);
 * `siteLeagueId`: the league compiled into this deploy, if any.
 */
export function restoreBackup(
  data: GameData,
  accountId: string | null,
  backup: GameData,
  ctx: OpContext,
  checkedLeagueIds = NO_CHECKED_LEAGUES,
  checkedOperatedIds = NO_CHECKED_LEAGUES,
  siteLeagueId: string | null = null,
): RestoreResult {
  const target = findAccount(data, accountId);
  if (!target) return { ok: false, reason: 'not-logged-in' };
  const source = backupAccount(backup);
  if (isTakenByOthers(data, target.id, backup)) return { ok: false, reason: 'records-taken' };

  const plan = planLeagues(data.leagues, backup.leagues, checkedLeagueIds, siteLeagueId);
  // The target's records in a wallet the backup brings are replaced; the rest stay.
  const replaced = (record: { accountId: string; wallet: string }) => record.accountId === target.id && plan.wallets.has(record.wallet);
  const brought = <T extends { wallet: string }>(records: readonly T[]) => records.filter((record) => plan.wallets.has(record.wallet)).map((record) => ({ ...record, accountId: target.id }));
  const keptLedger = data.ledger.filter((entry) => !replaced(entry));
  const keptPositions = data.positions.filter((position) => !replaced(position));
  const leagues = plan.leagues.length === data.leagues.length ? data.leagues : plan.leagues;
  const addable = marketsToAdd(data.markets, backup);
  const memberships = restoreMemberships(data.memberships, backup.memberships, target.id, plan.wallets);
  const wallets = takeWallets({
    targetId: target.id,
    ledger: brought(backup.ledger),
    positions: brought(backup.positions),
    wallets: plan.wallets,
    leagues,
    markets: [...data.markets, ...addable],
    memberships,
    heldEntryIds: new Set(keptLedger.map((entry) => entry.id)),
    heldPositionIds: new Set(keptPositions.map((position) => position.id)),
    nowMs: ctx.nowMs,
  });
  // Only the questions of the positions taken: a position left out brings no question.
  const named = new Set(wallets.positions.map((position) => position.marketId));
  const added = addable.filter((market) => named.has(market.id));
  const operated = planOperatedLeagues(data.operatedLeagues, backup.operatedLeagues, target.id, leagues, plan.wallets, checkedOperatedIds);

  // Usernames are display names here, not identities (logins go by email, and many accounts are
  // 'Player'), so the backup's name comes back with the rest of the player's things.
  const restored: Account = {
    ...target,
    username: source.username,
    coins: wallets.ledger.reduce((sum, entry) => (entry.wallet === PRACTICE_WALLET ? sum + entry.amount : sum), 0),
    lastBonusDay: source.lastBonusDay,
    notifications: { ...source.notifications },
  };
  const ownPositions = data.positions.filter((position) => position.accountId === target.id).length;
  const ownEntries = data.ledger.filter((entry) => entry.accountId === target.id).length;
  const restoredData: GameData = {
    ...data,
    markets: added.length === 0 ? data.markets : [...data.markets, ...added],
    accounts: data.accounts.map((account) => (account.id === target.id ? restored : account)),
    ledger: [...keptLedger, ...wallets.ledger],
    positions: [...keptPositions, ...wallets.positions],
    leagues,
    memberships,
    operatedLeagues: operated.summary.restored.length === 0 ? data.operatedLeagues : operated.operatedLeagues,
  };
  const after = <T extends { accountId: string }>(records: readonly T[]) => records.filter((record) => record.accountId === target.id).length;
  return {
    ok: true,
    data: restoredData,
    summary: {
      coins: { before: target.coins, after: restored.coins },
      positions: { before: ownPositions, after: after(restoredData.positions) },
      entries: { before: ownEntries, after: after(restoredData.ledger) },
      leagues: plan.summary,
      predictions: wallets.summary,
      leagueKeys: operated.summary,
    },
  };
}

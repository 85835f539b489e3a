// What the admin does: create markets, settle them, move question packs in and out, change the
// platform settings. Each action
// checks, inside the same commit, that the session is an admin account in the stored data, so
// a tampered session or a stale tab cannot act as admin.

import { isAdminAccount } from '../account/accounts';
import { ADMIN_EMAIL } from '../account/admin-email';
import { findAccount } from '../account/find-account';
import type { GameData } from '../model/game';
import type { OpContext, Refusal } from '../game/operation';
import { createMarket, type MarketDraft } from '../market/market-draft';
import { exportPack, type QuestionPack } from '../admin/question-pack';
import type { ParsedPack } from '../admin/question-pack-file';
import { importPack } from '../admin/question-pack-import';
import { updateSettings, type SettingsForm } from '../admin/settings';
import { settleMarket, type Outcome } from '../settlement/settlement';
import { gameDataOf, useGameStore } from './game-store';
import { commitGame } from './commit-game';
import type { Committed, OpOutcome } from './commit-types';
import { sessionAccountId } from './session-store';

export type NotAdmin = Refusal<'not-admin'>;

async function asAdmin<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R): Promise<Committed<R | NotAdmin>> {
  // Settling pays every player who bet, and a pack or a new question is checked against every
  // market: the admin acts on the whole game, so it reads every record.
  return commitGame(
    (data, ctx): R | NotAdmin => (isAdminAccount(findAccount(data, sessionAccountId()), ADMIN_EMAIL) ? operation(data, ctx) : { ok: false, reason: 'not-admin' }),
    { reads: { everyone: true } },
  );
}

export function createMarketAsAdmin(draft: MarketDraft) {
  return asAdmin((data, ctx) => createMarket(data, draft, ctx));
}

export function settleMarketAsAdmin(marketId: string, outcome: Outcome) {
  return asAdmin((data, ctx) => settleMarket(data, marketId, outcome, ctx));
}

export function saveSettingsAsAdmin(form: SettingsForm) {
  return asAdmin((data) => updateSettings(data, form));
}

/** Adds a pack's new questions in one commit, so another tab's catalogue is rebased, not overwritten. */
export function importPackAsAdmin(pack: ParsedPack) {
  return asAdmin((data, ctx) => importPack(data, pack, ctx.nowMs));
}

/** The catalogue (or the selected markets) as a pack; null unless the session is the admin's. */
export function exportPackAsAdmin(selectedIds?: ReadonlySet<string>): QuestionPack | null {
  // Markets are all in memory from start-up, and another tab's new ones arrive as it saves them.
  const data = gameDataOf(useGameStore.getState());
  if (!isAdminAccount(findAccount(data, sessionAccountId()), ADMIN_EMAIL)) return null;
  return exportPack(data.markets, Date.now(), selectedIds);
}

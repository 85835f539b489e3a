// What the admin does: create markets, settle them, change the platform settings. Each action
// checks, inside the same commit, that the session is an admin account in the stored data, so
// a tampered session or a stale tab cannot act as admin.

import { isAdminAccount } from '../accounts';
import { ADMIN_EMAIL } from '../admin';
import { findAccount, type GameData, type OpContext, type Refusal } from '../game-data';
import { createMarket, type MarketDraft } from '../market-draft';
import { updateSettings, type SettingsForm } from '../settings';
import { settleMarket, type Outcome } from '../settlement';
import { commitGame } from './game-store';
import type { OpOutcome } from './players-slice';
import { sessionAccountId } from './session-store';

export type NotAdmin = Refusal<'not-admin'>;

function asAdmin<R extends OpOutcome>(operation: (data: GameData, ctx: OpContext) => R): R | NotAdmin {
  return commitGame((data, ctx): R | NotAdmin =>
    isAdminAccount(findAccount(data, sessionAccountId()), ADMIN_EMAIL) ? operation(data, ctx) : { ok: false, reason: 'not-admin' },
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

// Turning 'notify me on this phone when my bets settle' on or off for one account: its one
// opt-in record, replaced. Pure; the permission itself is the browser's, asked by the page.

import type { GameData } from '../model/game';
import type { NotifyOptIn } from '../model/notify-opt-in';

export type OptInRefusal = { ok: false; reason: 'not-logged-in' };

/** Whether the account asked for notifications in this browser. */
export function isOptedIn(data: Pick<GameData, 'notifyOptIns'>, accountId: string | null): boolean {
  return accountId !== null && data.notifyOptIns.some((optIn) => optIn.accountId === accountId && optIn.on);
}

/** The game with the account's opt-in set to `on`; unchanged (the same object) when it already was (no record is off). */
export function setOptIn(data: GameData, accountId: string | null, on: boolean, nowMs: number): { ok: true; data: GameData } | OptInRefusal {
  if (accountId === null || !data.accounts.some((account) => account.id === accountId)) return { ok: false, reason: 'not-logged-in' };
  const held = data.notifyOptIns.find((optIn) => optIn.accountId === accountId);
  if ((held?.on ?? false) === on) return { ok: true, data };
  const record: NotifyOptIn = { id: accountId, accountId, on, changedAt: new Date(nowMs).toISOString() };
  return { ok: true, data: { ...data, notifyOptIns: [...data.notifyOptIns.filter((optIn) => optIn.accountId !== accountId), record] } };
}

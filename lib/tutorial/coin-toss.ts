// The tutorial's result, true by construction: once its end has passed, the first action or page
// load tosses the coin (one byte from Web Crypto, drawn by the store then) and settles the question
// through the ordinary practice settlement, recording the byte and its time on the question in the
// same change. It pays once: a question already settled, here or by another tab whose records a
// replay reads, is left as it is and its recorded toss stands; no toss is ever drawn for it again.

import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import type { OpContext } from '../game/operation';
import type { Choice } from '../model/position';
import { settleMarket, type SettlementSummary } from '../settlement/settlement';
import { hasEnded } from '../market/markets';
import { coinSide, type CoinSide } from './coin-side';


/** The question asks 'heads?': heads is YES. */
export function resultOfSide(side: CoinSide): Choice {
  return side === 'heads' ? 'YES' : 'NO';
}

/** The account's tutorial whose end has passed and whose coin has not landed yet, if any. */
export function dueTutorial(markets: readonly Market[], accountId: string, nowMs: number): Market | undefined {
  return markets.find((market) => market.tutorialFor === accountId && !market.isResolved && hasEnded(market, nowMs));
}

export type TossResult = { ok: true; data: GameData; tossed: null } | { ok: true; data: GameData; tossed: { side: CoinSide; summary: SettlementSummary } };

/**
 * Settles the account's due tutorial with `byte`. Nothing due (not ended yet, or settled already,
 * perhaps by another tab) returns the game unchanged, so a replay after another tab's toss is quiet.
 */
export function tossDueTutorial(data: GameData, accountId: string, byte: number, ctx: OpContext): TossResult {
  const due = dueTutorial(data.markets, accountId, ctx.nowMs);
  if (!due) return { ok: true, data, tossed: null };
  const side = coinSide(byte);
  const settled = settleMarket(data, due.id, resultOfSide(side), ctx);
  // Settling an open practice question of this browser cannot be refused; if it were, nothing changes.
  if (!settled.ok) return { ok: true, data, tossed: null };
  const coinDraw = { byte, drawnAt: new Date(ctx.nowMs).toISOString() };
  const markets = settled.data.markets.map((market) => (market.id === due.id ? { ...market, coinDraw } : market));
  return { ok: true, data: { ...settled.data, markets }, tossed: { side, summary: settled.summary } };
}

// A question pack: markets as questions only (id, wording, category, end time), so a catalogue can
// move between browsers. A pack never carries pools, player counts or results: those belong to
// the browser that played them, and an imported market starts fresh. A league's questions never
// go in a pack: they travel only in their operator's signed updates.

import type { Market } from '../model/market';
import { isTutorial } from '../tutorial/tutorial-market';

export const PACK_FORMAT = 'predictoplay-question-pack';
/** The pack layout this app writes and reads; a higher one comes from a newer app. */
export const PACK_VERSION = 1;
/** Far beyond a real catalogue, small enough that a wrong file is refused before it is parsed. */
export const MAX_PACK_MARKETS = 2000;
export const MAX_PACK_BYTES = 2_000_000;

export type PackMarket = Pick<Market, 'id' | 'question' | 'category' | 'endTime' | 'description' | 'image'>;

export interface QuestionPack {
  format: typeof PACK_FORMAT;
  version: typeof PACK_VERSION;
  exportedAt: string;
  markets: PackMarket[];
}

function packMarketOf(market: Market): PackMarket {
  const { id, question, category, endTime, description, image } = market;
  return { id, question, category, endTime, ...(description ? { description } : {}), ...(image ? { image } : {}) };
}

/** The whole practice catalogue, or only its markets whose ids are selected, in catalogue order. */
export function exportPack(markets: readonly Market[], nowMs: number, selectedIds?: ReadonlySet<string>): QuestionPack {
  const practice = markets.filter((market) => market.leagueId === null && !isTutorial(market));
  const chosen = selectedIds ? practice.filter((market) => selectedIds.has(market.id)) : practice;
  return { format: PACK_FORMAT, version: PACK_VERSION, exportedAt: new Date(nowMs).toISOString(), markets: chosen.map(packMarketOf) };
}

/** The download's name: the day it was made, so several packs sort and tell apart. */
export function packFileName(pack: Pick<QuestionPack, 'exportedAt'>): string {
  return `predictoplay-questions-${pack.exportedAt.slice(0, 10)}.json`;
}

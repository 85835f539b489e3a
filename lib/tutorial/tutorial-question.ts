// The tutorial question every new account gets at sign-up, in the commit that opens the account:
// a practice question only that account sees, ending two minutes later, with an empty pool. Its
// words are stored with it in both languages, as the sample questions' are (data/tutorial.ts).

import type { GameData } from '../model/game';
import type { Market } from '../model/market';
import type { OpContext } from '../game/operation';
import { unbetMarket } from '../market/markets';

/** From sign-up to the toss: long enough to place a bet, short enough to wait for the result. */
export const TUTORIAL_LENGTH_MS = 2 * 60_000;

/** The tutorial's words and category, as data/tutorial.ts stores them. */
export type TutorialSeed = Pick<Market, 'question' | 'category' | 'description' | 'translations'>;

/** The account's tutorial question, opened at `ctx.nowMs` and ending TUTORIAL_LENGTH_MS later. */
export function tutorialMarket(seed: TutorialSeed, accountId: string, ctx: OpContext): Market {
  const endTime = new Date(ctx.nowMs + TUTORIAL_LENGTH_MS).toISOString();
  const market = unbetMarket({ id: ctx.newId(), question: seed.question, category: seed.category, endTime }, ctx.nowMs);
  return {
    ...market,
    ...(seed.description ? { description: seed.description } : {}),
    ...(seed.translations ? { translations: seed.translations } : {}),
    tutorialFor: accountId,
  };
}

/** The game with the account's tutorial question added (one per account: a second is never made). */
export function withTutorial(data: GameData, seed: TutorialSeed, accountId: string, ctx: OpContext): GameData {
  if (data.markets.some((market) => market.tutorialFor === accountId)) return data;
  return { ...data, markets: [...data.markets, tutorialMarket(seed, accountId, ctx)] };
}

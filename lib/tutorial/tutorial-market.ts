// Which questions a player sees: a tutorial question belongs to one account and is shown to it
// alone, first on Home until its coin has landed. Small on purpose: Home's first load carries it.

import type { Market } from '../model/market';

type Owned = Pick<Market, 'tutorialFor'>;

/** Whether a question is some account's tutorial. */
export function isTutorial(market: Owned): boolean {
  return market.tutorialFor !== undefined;
}

/** Every question but another account's tutorial; a visitor sees no tutorial at all. */
export function isShownTo(market: Owned, viewerId: string | null): boolean {
  return market.tutorialFor === undefined || market.tutorialFor === viewerId;
}

/** The viewer's own tutorial, still waiting for its coin: it goes before everything else. */
export function isPendingTutorialOf(market: Owned & Pick<Market, 'isResolved'>, viewerId: string | null): boolean {
  return viewerId !== null && market.tutorialFor === viewerId && !market.isResolved;
}

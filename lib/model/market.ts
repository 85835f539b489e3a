// A market: one YES/NO question, its pool and, once settled, how it ended.

import * as v from 'valibot';
import { CATEGORIES } from '../market/categories';
import { DESCRIPTION_MAX_LENGTH, QUESTION_LENGTH } from '../market/market-limits';
import { idSchema, isoTimeSchema, wholeCountSchema } from './fields';
import { marketImageSchema } from './market-image';

export const MARKET_OUTCOMES = ['YES', 'NO', 'VOID'] as const;

/** A stored question: the form asks for at least QUESTION_LENGTH.min, older records may be shorter. */
export const questionSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(QUESTION_LENGTH.max));

/** A sample question's words in another language; the English fields stay the question as written. */
export const marketTranslationSchema = v.strictObject({
  question: questionSchema,
  description: v.optional(v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX_LENGTH))),
});

/**
 * The tutorial question's toss, recorded with its result in the settlement's own transaction: the
 * byte Web Crypto gave (below 128 is heads) and when it was drawn. A replay reuses it, never draws again.
 */
export const coinDrawSchema = v.strictObject({
  byte: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
  drawnAt: isoTimeSchema,
});

/** A language's code as the catalogues name it ('hi'): lower-case letters, two or three. */
const languageCodeSchema = v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/));

/**
 * Translations by language code ('hi'; lib/i18n/locale.ts's `Locale`); only the sample questions
 * carry them. A plain record, so the model loads none of the message runtime and a new language
 * needs no change here.
 */
export const marketTranslationsSchema = v.record(languageCodeSchema, marketTranslationSchema);

const marketFieldsSchema = v.strictObject({
  /** A practice question's own id; a league question's is `<leagueId>.<n>`. */
  id: idSchema,
  question: questionSchema,
  category: v.picklist(CATEGORIES),
  endTime: isoTimeSchema,
  isResolved: v.boolean(),
  /** Players (heads) on each side. */
  totalYes: wholeCountSchema,
  totalNo: wholeCountSchema,
  totalPool: wholeCountSchema,
  /** Coins staked on YES; with `noCoins` it adds up to `totalPool`. */
  yesCoins: wholeCountSchema,
  noCoins: wholeCountSchema,
  createdAt: isoTimeSchema,
  /** One of the site's own pictures: market-image.ts. */
  image: v.optional(marketImageSchema),
  description: v.optional(v.pipe(v.string(), v.maxLength(DESCRIPTION_MAX_LENGTH))),
  /** The question and description in other languages: only the samples have them (lib/market/shown-text.ts). */
  translations: v.optional(marketTranslationsSchema),
  /** How a resolved market ended; absent while it is open. */
  outcome: v.optional(v.picklist(MARKET_OUTCOMES)),
  /** When the admin resolved or voided it; absent while it is open. */
  resolvedAt: v.optional(isoTimeSchema),
  /** The league that asks it, or null for a practice question. */
  leagueId: v.nullable(idSchema),
  /** A tutorial question's one player: only that account sees it (lib/tutorial); absent on every other question. */
  tutorialFor: v.optional(idSchema),
  /** How the tutorial's coin landed, once it has (lib/tutorial/coin-toss.ts). */
  coinDraw: v.optional(coinDrawSchema),
});

export const marketSchema = v.pipe(
  marketFieldsSchema,
  v.check((market) => market.yesCoins + market.noCoins === market.totalPool, 'Coins per side that are not the pool'),
);

export type Market = v.InferOutput<typeof marketSchema>;
export type CoinDraw = v.InferOutput<typeof coinDrawSchema>;
export type MarketOutcome = (typeof MARKET_OUTCOMES)[number];

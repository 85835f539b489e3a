// How the league's words tables are typed and read: one sentence maker per kind of a union, picked
// by the item's own kind, with a league's name isolated for right-to-left text. Apart from
// league-words.ts, which holds the tables themselves.

import { isolateText } from '../display/bidi';

/** The members of union `U` whose field `K` can be `T`, with `K` narrowed to `T`. */
export type KindOf<U, K extends keyof U, T> = U extends unknown ? (T extends U[K] ? Omit<U, K> & Record<K, T> : never) : never;

/** For each kind of a union `U` (told apart by its field `K`), the words for one of that kind. */
export type WordsFor<U extends Record<K, string>, K extends keyof U> = { [T in U[K]]: (item: KindOf<U, K, T>) => string };

/** The item with its league's name isolated (isolateText), so a right-to-left name turns only itself around. */
export function withNameIsolated<T extends object>(item: T): T {
  const { leagueName } = item as { leagueName?: unknown };
  return typeof leagueName === 'string' ? { ...item, leagueName: isolateText(leagueName) } : item;
}

export function wordsOf<U extends Record<K, string>, K extends keyof U>(words: WordsFor<U, K>, key: K, item: U): string {
  // The kind read from the item picks the words written for that kind, so the item fits them.
  return (words[item[key]] as unknown as (item: U) => string)(item);
}

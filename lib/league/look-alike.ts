// A name's look-alike form: two names with the same form read the same to a player, so one can
// pass for the other. Names are stored and shown as given; only comparisons use this form. The form
// is what is seen, not what is typed: text after a right-to-left override is read in the order it is
// drawn, invisible and direction characters count for nothing, and neither do case or spaces.

import { CONFUSABLE_LETTERS } from './confusables';

/**
 * Characters drawn as nothing: zero-width space, non-joiner and joiner, word joiner, BOM, soft hyphen,
 * combining grapheme joiner, variation selectors, tags and fillers, the direction controls too.
 */
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u200B\u061C]/gu;

const RIGHT_TO_LEFT_OVERRIDE = '\u202E';
const POP_DIRECTIONAL_FORMATTING = '\u202C';

/** Digits and letters that pass for each other once case is gone: 0 and o; 1, i and l (capital I is i here). */
const LOOK_ALIKE_LATIN: Readonly<Record<string, string>> = { '0': 'o', '1': 'l', i: 'l' };

/** Each base character with the marks that sit on it, so reversing keeps a mark on its letter. */
function clusters(text: string): string[] {
  return text.match(/\P{M}\p{M}*|\p{M}+/gu) ?? [];
}

/** The text in the order it is drawn: each right-to-left override run (to its PDF, or the end) reversed. */
function drawnOrder(text: string): string {
  let drawn = '';
  let rest = text;
  for (let start = rest.indexOf(RIGHT_TO_LEFT_OVERRIDE); start !== -1; start = rest.indexOf(RIGHT_TO_LEFT_OVERRIDE)) {
    const end = rest.indexOf(POP_DIRECTIONAL_FORMATTING, start);
    const run = end === -1 ? rest.slice(start + 1) : rest.slice(start + 1, end);
    drawn += rest.slice(0, start) + clusters(run).reverse().join('');
    rest = end === -1 ? '' : rest.slice(end + 1);
  }
  return drawn + rest;
}

function mapLetters(text: string, table: Readonly<Record<string, string>>): string {
  return Array.from(text, (char) => table[char] ?? char).join('');
}

/**
 * 'Office Cup', 'office cup', 'Office\u200bCup', 'Оffice Cup' (Cyrillic О) and '\u202epuC eciffO'
 * all give 'offlcecup'. Unicode NFKC first, so full-width and styled letters are plain ones.
 */
export function lookAlikeKey(name: string): string {
  const seen = drawnOrder(name.normalize('NFKC')).replace(INVISIBLE, '');
  // Letters are mapped before and after lower-casing: a capital may look like another letter than its small form.
  const lower = mapLetters(mapLetters(seen, CONFUSABLE_LETTERS).toLowerCase().normalize('NFKC'), CONFUSABLE_LETTERS);
  return mapLetters(lower, LOOK_ALIKE_LATIN).replace(/\s+/gu, '');
}

/** Whether two names read the same to a player. */
export function looksAlike(a: string, b: string): boolean {
  return lookAlikeKey(a) === lookAlikeKey(b);
}

// How question text is compared, by search and by the duplicate check alike: lower case, accents
// dropped ('Équipe' is 'equipe'), thousands separators and apostrophes closed up ('80,000' is
// '80000', 'tonight’s' is 'tonights'), and every other run of punctuation or spacing one space.

import type { Market } from './markets';

/** The words of a text as search and the duplicate check compare them. */
export function questionWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/(\d)[,.](?=\d)/g, '$1')
    .replace(/['‘’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** One key per question, whatever its case, spacing, accents, punctuation or final '?'. */
export function questionKey(text: string): string {
  return questionWords(text).join(' ');
}

export const DUPLICATE_QUESTION = 'An open question already asks this.';

/** The keys of every unresolved question: a settled one may be asked again, an open or ended one not. */
export function unresolvedQuestionKeys(markets: readonly Pick<Market, 'question' | 'isResolved'>[]): Set<string> {
  return new Set(markets.filter((market) => !market.isResolved).map((market) => questionKey(market.question)));
}

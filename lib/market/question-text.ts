// How question text is compared, by search and by the duplicate check alike: lower case, accents
// dropped ('Équipe' is 'equipe'), thousands separators and apostrophes closed up ('80,000' and
// '1,00,000' are '80000' and '100000', 'tonight’s' is 'tonights'), a decimal point kept inside its
// number ('2.5' is not '25'), and every other run of punctuation or spacing one space. Words in
// Hindi (and other Indic scripts) keep their vowel signs, viramas and nuktas: those are marks that
// belong to the letter before them, not accents, so 'क्रिकेट' stays one word, spelled as written.

import type { Market } from '../model/market';

/** The words of a text as search and the duplicate check compare them. */
export function questionWords(text: string): string[] {
  return (
    text
      .normalize('NFD')
      // Only Latin's combining accents go ('é' is 'e'); Indic marks stay inside their words.
      .replace(/[\u0300-\u036f]/g, '')
      // Joiners only shape how a conjunct is drawn; the same word typed with or without one is one word.
      .replace(/[\u200c\u200d]/g, '')
      .normalize('NFC')
      .toLowerCase()
      .replace(/(\d),(?=\d)/g, '$1')
      .replace(/['‘’`]/g, '')
      .split(/(?:[^\p{L}\p{M}\p{N}.]|(?<!\d)\.|\.(?!\d))+/u)
      .filter(Boolean)
  );
}

/** One key per question, whatever its case, spacing, accents, punctuation or final '?'. */
export function questionKey(text: string): string {
  return questionWords(text).join(' ');
}

/** The reason a question is refused when an unresolved one already asks it (a DraftProblem). */
export const DUPLICATE_QUESTION = { reason: 'asked-already' } as const;

/** The keys of every unresolved question: a settled one may be asked again, an open or ended one not. */
export function unresolvedQuestionKeys(markets: readonly Pick<Market, 'question' | 'isResolved'>[]): Set<string> {
  return new Set(markets.filter((market) => !market.isResolved).map((market) => questionKey(market.question)));
}

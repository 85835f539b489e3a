// YES and NO in the page's language, apart from the other betting words so a card loads only these.

import { betting_no, betting_yes } from '../i18n/paraglide/messages';
import type { Choice } from '../model/position';

/** YES or NO as the page's language writes it: 'YES', 'हाँ'. */
export function choiceWord(choice: Choice): string {
  return choice === 'YES' ? betting_yes() : betting_no();
}

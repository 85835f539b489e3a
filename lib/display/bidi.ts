// Names (league names, usernames) are stored as given and drawn isolated, so a right-to-left name
// or a stray direction control turns only itself around, never the sentence it sits in. JSX wraps a
// name in <bdi>; a sentence made as a string (a toast, a live message, a label) uses isolateText.

/** LRM, RLM, ALM, the embeddings and overrides (LRE RLE PDF LRO RLO) and the isolates (LRI RLI FSI PDI). */
const DIRECTION_CONTROL = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

/** A direction control, or a letter of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko, ... and their presentation forms). */
const TURNS_TEXT = /[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;

const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** Whether a name holds a character that changes the direction text is drawn in. */
export function hasDirectionControl(text: string): boolean {
  return DIRECTION_CONTROL.test(text);
}

/**
 * A name ready to go into a sentence made as a string: between FSI and PDI when it could turn the
 * text around it. Left-to-right text cannot reorder an English or Hindi sentence, so it is left as
 * it is, which keeps every plain name's sentence plain text.
 */
export function isolateText(text: string): string {
  return TURNS_TEXT.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

// What a success message adds when its change could not be written to storage: the change holds
// in this tab's memory, and the player is told so instead of reading plain success.

import { account_sentence_end, account_unsaved_note } from '../i18n/paraglide/messages';

/** The note itself, in the page's language. */
export function unsavedNote(): string {
  return account_unsaved_note();
}

/** `message` as it is, or with the unsaved note when `result` says its write did not reach storage. */
export function withSaveNote(message: string, result: { saved?: boolean }): string {
  if (result.saved !== false) return message;
  // A sentence already ended (English . ! ?, Hindi's danda) keeps its end; any other gets one.
  const sentence = /[.!?।]$/.test(message) ? message : account_sentence_end({ message });
  return `${sentence} ${unsavedNote()}`;
}

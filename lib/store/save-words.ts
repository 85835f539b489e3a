// What a success message adds when its change could not be written to storage: the change holds
// in this tab's memory, and the player is told so instead of reading plain success.

export const UNSAVED_NOTE = 'Kept in this tab only until storage works again.';

/** `message` as it is, or with the unsaved note when `result` says its write did not reach storage. */
export function withSaveNote(message: string, result: { saved?: boolean }): string {
  if (result.saved !== false) return message;
  const sentence = /[.!?]$/.test(message) ? message : `${message}.`;
  return `${sentence} ${UNSAVED_NOTE}`;
}

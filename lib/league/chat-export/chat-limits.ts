// The sizes a chat is read within, so one shared file or pasted chat never makes a phone hold
// more than this: the file as chosen (a .txt or the .zip it comes in), the chat text taken out of
// a .zip, and the number of picks links taken from one text.

/** The largest chat file read, a .txt or a .zip: 50 MiB. */
export const MAX_CHAT_EXPORT_BYTES = 50 * 1024 * 1024;
/** The largest chat text inflated out of a .zip: 20 MiB (a bigger claim is a zip bomb, or not a chat). */
export const MAX_CHAT_TEXT_BYTES = 20 * 1024 * 1024;
/** The most picks links taken from one text; the rest are left unread. */
export const MAX_PICKS_LINKS = 500;

// Links handed to a chat: the WhatsApp link that opens a chat with the message and link filled in,
// and whether a link is short enough to draw as one QR code. Plain functions over strings, so the
// share block only renders what these decide.

/** The most bytes one QR code holds at the lowest correction level is 2,953; a little is kept spare. */
export const QR_MAX_BYTES = 2_900;

/** A `wa.me` link that opens WhatsApp (app or web) with the message and the link as one text. */
export function whatsAppHref(message: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${message} ${url}`)}`;
}

/** True while the link, as UTF-8 bytes, fits in one QR code a phone's camera can read. */
export function fitsInQr(url: string): boolean {
  return new TextEncoder().encode(url).length <= QR_MAX_BYTES;
}

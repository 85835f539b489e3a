// WhatsApp appends a marker to a message edited after it was sent: Android `<This message was
// edited>`, iOS the same after a direction mark, older exports without the angle brackets. The
// stamp stays the first send's, so an edited message's time proves nothing about what it says now.
// Only the English marker is known.

const EDITED_MARKER = /[\s\u200E\u200F]*<?This message was edited>?\s*$/;

/** The text without its trailing edited marker, and whether it had one. */
export function withoutEditedMarker(text: string): { text: string; edited: boolean } {
  const match = EDITED_MARKER.exec(text);
  return match === null ? { text, edited: false } : { text: text.slice(0, match.index), edited: true };
}

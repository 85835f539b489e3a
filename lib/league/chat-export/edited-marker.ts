// WhatsApp appends a marker to a message edited after it was sent: Android `<This message was
// edited>`, iOS the same after a direction mark, older exports without the angle brackets. The
// stamp stays the first send's, so an edited message's time proves nothing about what it says now.
// Only the English marker is known. Trimming is a loop, not a regex: a message may be megabytes
// of spaces, and an unanchored `\s+$` would rescan each run.

const EDITED_MARKER = /<?This message was edited>?$/;
const LONGEST_MARKER = '<This message was edited>'.length;

/** The text without trailing white space and direction marks (U+200E, U+200F). */
export function trimmedEnd(text: string): string {
  let end = text.length;
  while (end > 0 && /[\s\u200E\u200F]/.test(text[end - 1] ?? '')) end -= 1;
  return text.slice(0, end);
}

/** The text, trimmed at its end, without its trailing edited marker, and whether it had one. */
export function withoutEditedMarker(text: string): { text: string; edited: boolean } {
  const trimmed = trimmedEnd(text);
  const tail = trimmed.slice(-LONGEST_MARKER);
  const match = EDITED_MARKER.exec(tail);
  if (match === null) return { text: trimmed, edited: false };
  return { text: trimmedEnd(trimmed.slice(0, trimmed.length - tail.length + match.index)), edited: true };
}

// Reading JSON text that came from outside the code (a stored value, a chosen file): the one
// place JSON.parse is called, so text that is not JSON is an answer to handle, never a throw.

export type JsonParse = { ok: true; value: unknown } | { ok: false };

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

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

/** Bytes that must be UTF-8 JSON (a signed payload once verified): its value, or undefined when they are not. */
export function parseJsonBytes(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

// A table of words read when used, not when the module loads: each entry is a getter calling its
// message, so `WORDS.heading` and `WORDS[kind]` keep their shape while the language is read at
// each use (Jest's inHindi() switches it after the modules are imported).

/** An object with one read-only, enumerable entry per maker, each giving its maker's words when read. */
export function readNow<M extends Record<string, () => unknown>>(makers: M): { readonly [K in keyof M]: ReturnType<M[K]> } {
  const table = {};
  for (const key of Object.keys(makers)) Object.defineProperty(table, key, { get: makers[key], enumerable: true });
  return Object.freeze(table) as { readonly [K in keyof M]: ReturnType<M[K]> };
}

// 'Join with a link': whatever a player pastes (the link alone, or the chat message around it) is
// searched for the first invite or update fragment. Only the fragment matters, so a link made on
// another address of the same site still opens here; the fragment is verified when it is opened.

export type PastedLink = { ok: true; hash: string } | { ok: false; reason: 'empty' | 'no-league-link' };

// base64url runs to the first character outside its alphabet: a space, a quote, a full stop.
const FRAGMENT = /#(join|update)=([A-Za-z0-9_-]+)/;

/** The `#join=…` or `#update=…` fragment in the pasted text, or why there is none. */
export function pastedLeagueLink(text: string): PastedLink {
  if (text.trim() === '') return { ok: false, reason: 'empty' };
  const found = FRAGMENT.exec(text);
  return found ? { ok: true, hash: `#${found[1]}=${found[2]}` } : { ok: false, reason: 'no-league-link' };
}

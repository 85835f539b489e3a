// A league's or a player's id grouped for reading out loud. A leaf without imports, so the screens
// that show one (cards, standings) do not load the league records' schemas.

/** 'k7dq 3mzp a2xw 9rbt': the id in groups of four, for comparing out loud. */
export function fingerprintText(id: string): string {
  return (id.match(/.{1,4}/g) ?? []).join(' ');
}

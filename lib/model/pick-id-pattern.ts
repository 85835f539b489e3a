// A pick's id: `<playerId>.<16 hex digits>`, the random part 64 bits. A leaf without valibot, so
// code on every page (the league news, the unsent count) can tell a league bet's pick id apart.

export const PICK_ID_PATTERN = /^[a-z2-7]{16}\.[0-9a-f]{16}$/;

export const isPickId = (id: string): boolean => PICK_ID_PATTERN.test(id);

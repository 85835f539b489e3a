// What the picks panels ask of the store, loaded only when a panel acts: signing a card, collecting
// a chat, admitting a player. The panels render; these calls do the work.

export const loadPicksActions = () => import('@/lib/store/picks-actions');
export const loadCollectActions = () => import('@/lib/store/collect-actions');

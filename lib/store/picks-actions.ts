// A player's picks: the key made at join (or the first time it is needed), and 'Send my picks':
// every bet of theirs in the league signed with that key into one card, as a link for the chat,
// and as a file where a link is too long. Marking the card sent happens only once it was shared,
// copied or saved, so 'not sent yet' stays true until then.

import { findAccount } from '../account/find-account';
import { keepPlayerKey, playerKeyOf, withMembership } from '../league/player/player-membership';
import { picksCardContents, unsentCount as unsentItems } from '../league/player/unsent-picks';
import { picksMessageText } from '../league/player/player-words';
import { newPlayerKey, playerNameFor } from '../league/picks/player-key';
import { signPicksCard } from '../league/picks/picks-card';
import { picksFileText, picksLinkFor } from '../league/picks/picks-link';
import type { PlayerKey } from '../model/picks';
import { commitGame } from './commit-game';
import { gameDataOf, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/** The account's key in the league, made and kept now when it has none; null when nobody is logged in or the account does not follow it. */
export async function ensurePlayerKey(leagueId: string): Promise<PlayerKey | null> {
  const accountId = sessionAccountId();
  if (accountId === null) return null;
  const held = playerKeyOf(useGameStore.getState(), accountId, leagueId);
  if (held) return held;
  const account = findAccount(gameDataOf(useGameStore.getState()), accountId);
  if (!account) return null;
  const made = await newPlayerKey(playerNameFor(account.username), Date.now());
  const kept = await commitGame((data, ctx) => keepPlayerKey(data, accountId, leagueId, made, ctx.nowMs));
  return kept.ok ? kept.key : null;
}

export type PicksToSend =
  | { ok: true; link: string | null; fileText: string; fileName: string; message: string; count: number; signedAt: string }
  | { ok: false; reason: 'not-following' | 'no-bets' };

/** Every bet of the account in the league, signed into one card now. */
export async function picksToSend(leagueId: string, origin = currentOrigin()): Promise<PicksToSend> {
  const key = await ensurePlayerKey(leagueId);
  const accountId = sessionAccountId();
  if (!key || accountId === null) return { ok: false, reason: 'not-following' };
  const state = useGameStore.getState();
  const { picks, cashOuts } = picksCardContents(state.positions, accountId, leagueId);
  if (picks.length === 0) return { ok: false, reason: 'no-bets' };
  const signedAtMs = Date.now();
  const bytes = await signPicksCard(key, leagueId, picks, signedAtMs, cashOuts);
  const name = state.leagues.find((league) => league.id === leagueId)?.name ?? '';
  return {
    ok: true,
    link: picksLinkFor(origin, bytes),
    fileText: picksFileText(bytes),
    fileName: `picks-${key.playerId.slice(0, 8)}.predictoplay-picks`,
    message: picksMessageText(name, picks.length),
    count: picks.length,
    signedAt: new Date(signedAtMs).toISOString(),
  };
}

/** After a card was shared, copied or saved: its bets are no longer 'not sent yet'. */
export async function markPicksSent(leagueId: string, signedAt: string): Promise<void> {
  const accountId = sessionAccountId();
  if (accountId === null) return;
  await commitGame((data) => {
    const next = withMembership(data, accountId, leagueId, (membership) => {
      const { player } = membership;
      if (!player || (player.sentAt !== undefined && Date.parse(player.sentAt) >= Date.parse(signedAt))) return membership;
      return { ...membership, player: { ...player, sentAt: signedAt } };
    });
    return { ok: true as const, data: next };
  });
}

/** How many of the account's bets and cash-outs in the league are not sent yet. */
export function unsentCount(leagueId: string): number {
  const accountId = sessionAccountId();
  if (accountId === null) return 0;
  const state = useGameStore.getState();
  return unsentItems(state.positions, accountId, leagueId, playerKeyOf(state, accountId, leagueId)?.sentAt);
}

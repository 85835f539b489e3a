// A player's side of leagues carried by links and files: previewing an invite (nothing stored),
// joining it (the carried key is pinned only then, with the follow in the same commit), applying
// an update link or file, and leaving. Each returns a message (worded by league-words.ts) the
// screen shows as it is.

import { findAccount } from '../account/find-account';
import { fingerprintText } from '../league/league-id';
import { newPlayerKey, playerNameFor } from '../league/picks/player-key';
import { keepPlayerKey } from '../league/player/player-membership';
import { INVITE_REFUSALS, leagueNoteText } from '../league/league-words';
import { isFollowing, joinMembership, leaveLeague as leaveLeagueIn } from '../league/membership-rules';
import { readInvite, lookAlikeLeague, type InvitePreview } from '../league/read-invite';
import type { VerifiedUpdate } from '../league/read-update';
import { readUpdateFile } from '../league/update-file';
import { applyLeagueBytes, applyVerifiedUpdate } from './league-actions';
import { gameDataOf, useGameStore } from './game-store';
import { commitGame } from './commit-game';
import { sessionAccountId } from './session-store';

export type ActionResult = { ok: boolean; message: string };

export type InvitePreviewResult =
  | {
      ok: true;
      update: VerifiedUpdate;
      preview: InvitePreview;
      /** A league whose name looks the same, with another key: both fingerprints are shown and the player chooses. */
      sameName: { name: string; fingerprint: string } | null;
      /** Whether the logged-in account follows this league already. */
      following: boolean;
    }
  | { ok: false; message: string };

const leagueOf = (leagueId: string) => useGameStore.getState().leagues.find((league) => league.id === leagueId);
const leagueName = (leagueId: string) => leagueOf(leagueId)?.name ?? null;

/** What an invite shows before anything is stored: verified with the key it carries. */
export async function previewInvite(bytes: Uint8Array): Promise<InvitePreviewResult> {
  const read = await readInvite(bytes);
  if (!read.ok) return { ok: false, message: INVITE_REFUSALS[read.reason] };
  const data = gameDataOf(useGameStore.getState());
  const other = lookAlikeLeague(data, read.preview);
  const accountId = sessionAccountId();
  return {
    ok: true,
    update: read.update,
    preview: read.preview,
    sameName: other && { name: other.name, fingerprint: fingerprintText(other.id) },
    following: accountId !== null && isFollowing(data, accountId, read.preview.leagueId),
  };
}

/** Joins after the player clicked 'Join league': pins the invite's key, applies it and follows, in one commit. */
export async function joinLeague(update: VerifiedUpdate): Promise<ActionResult> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, message: leagueNoteText({ note: 'log-in-to-join' }) };
  // The player's key in this league is made before the commit (Web Crypto is async) and kept in it.
  const account = findAccount(gameDataOf(useGameStore.getState()), accountId);
  const key = await newPlayerKey(playerNameFor(account?.username ?? ''), Date.now());
  const outcome = await applyVerifiedUpdate(update, 'link', (data, leagueId, ctx) => {
    const followed = joinMembership(data, accountId, leagueId, ctx);
    if (!followed.ok) return null;
    const kept = keepPlayerKey(followed.data, accountId, leagueId, key, ctx.nowMs);
    return { data: kept.ok ? kept.data : followed.data, credited: followed.credited };
  });
  if (!outcome.ok) return { ok: false, message: outcome.message || leagueNoteText({ note: 'not-joined' }) };
  const league = leagueOf(update.leagueId);
  const walletCoins = outcome.credited ? (league?.startingCoins ?? 0) : null;
  return { ok: true, message: leagueNoteText({ note: 'joined', leagueName: league?.name ?? update.name, walletCoins, announced: outcome.announced }) };
}

/** An update link's bytes: applied to a league this browser follows, or refused changing nothing. */
export async function applyUpdateBytes(bytes: Uint8Array): Promise<ActionResult> {
  const outcome = await applyLeagueBytes(bytes, 'link');
  if (!outcome.ok) return { ok: false, message: outcome.message || leagueNoteText({ note: 'not-applied' }) };
  return { ok: true, message: outcome.announced ?? leagueNoteText({ note: 'up-to-date', leagueName: leagueName(outcome.leagueId) }) };
}

/** An update file's text ('Open update file'). */
export function applyUpdateFile(text: string): Promise<ActionResult> {
  const bytes = readUpdateFile(text);
  if (bytes === null) return Promise.resolve({ ok: false, message: leagueNoteText({ note: 'not-an-update-file' }) });
  return applyUpdateBytes(bytes);
}

/** Stops following (after the screen's confirm); the wallet and its history stay, and joining again credits nothing. */
export async function leaveLeague(leagueId: string): Promise<ActionResult> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, message: leagueNoteText({ note: 'log-in-to-leave' }) };
  const name = leagueName(leagueId);
  const left = await commitGame((data, ctx) => leaveLeagueIn(data, accountId, leagueId, ctx));
  if (!left.ok) return { ok: false, message: leagueNoteText({ note: 'not-following', leagueName: name }) };
  return { ok: true, message: leagueNoteText({ note: 'left', leagueName: name }) };
}

// A player's side of leagues carried by links and files: previewing an invite (nothing stored),
// joining it (the carried key is pinned only then, with the follow in the same commit), applying
// an update link or file, and leaving. Each returns a message the screen shows as it is.

import { formatCoins } from '../display/format';
import { fingerprintText } from '../league/league-id';
import { isFollowing, joinMembership, leaveLeague } from '../league/membership-rules';
import { readInvite, sameNameLeague, type InvitePreview } from '../league/read-invite';
import type { VerifiedUpdate } from '../league/read-update';
import { readUpdateFile } from '../league/update-file';
import { applyLeagueBytes, applyVerifiedUpdate } from './league-actions';
import { gameDataOf, commitGame, useGameStore } from './game-store';
import { sessionAccountId } from './session-store';

export type ActionResult = { ok: boolean; message: string };

export type InvitePreviewResult =
  | {
      ok: true;
      update: VerifiedUpdate;
      preview: InvitePreview;
      /** A league of the same name with another key: both fingerprints are shown and the player chooses. */
      sameName: { name: string; fingerprint: string } | null;
      /** Whether the logged-in account follows this league already. */
      following: boolean;
    }
  | { ok: false; message: string };

const LOG_IN_TEXT = 'Log in to join a league.';

const leagueName = (leagueId: string) => useGameStore.getState().leagues.find((league) => league.id === leagueId)?.name ?? 'the league';

/** What an invite shows before anything is stored: verified with the key it carries. */
export async function previewInvite(bytes: Uint8Array): Promise<InvitePreviewResult> {
  const read = await readInvite(bytes);
  if (!read.ok) return { ok: false, message: read.message };
  const data = gameDataOf(useGameStore.getState());
  const other = sameNameLeague(data, read.preview);
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
  if (accountId === null) return { ok: false, message: LOG_IN_TEXT };
  let credited = false;
  const outcome = await applyVerifiedUpdate(update, 'link', (data, leagueId, ctx) => {
    const followed = joinMembership(data, accountId, leagueId, ctx);
    credited = followed.ok && followed.credited;
    return followed.ok ? followed.data : null;
  });
  if (!outcome.ok) return { ok: false, message: outcome.message || 'The league was not joined. Try again.' };
  const name = leagueName(update.leagueId);
  const coins = useGameStore.getState().leagues.find((league) => league.id === update.leagueId)?.startingCoins ?? 0;
  const wallet = credited ? ` Your ${name} wallet starts with ${formatCoins(coins)} coins.` : '';
  return { ok: true, message: `You joined ${name}.${wallet}${outcome.announced ? ` ${outcome.announced}` : ''}` };
}

/** An update link's bytes: applied to a league this browser follows, or refused changing nothing. */
export async function applyUpdateBytes(bytes: Uint8Array): Promise<ActionResult> {
  const outcome = await applyLeagueBytes(bytes, 'link');
  if (!outcome.ok) return { ok: false, message: outcome.message || 'The update was not applied. Try again.' };
  return { ok: true, message: outcome.announced ?? `${leagueName(outcome.leagueId)} is up to date.` };
}

/** An update file's text ('Open update file'). */
export function applyUpdateFile(text: string): Promise<ActionResult> {
  const bytes = readUpdateFile(text);
  if (bytes === null) return Promise.resolve({ ok: false, message: 'This file is not a league update file.' });
  return applyUpdateBytes(bytes);
}

/** Stops following (after the screen's confirm); the wallet and its history stay, and joining again credits nothing. */
export async function leaveLeagueNow(leagueId: string): Promise<ActionResult> {
  const accountId = sessionAccountId();
  if (accountId === null) return { ok: false, message: 'Log in to leave a league.' };
  const name = leagueName(leagueId);
  const left = await commitGame((data, ctx) => leaveLeague(data, accountId, leagueId, ctx));
  if (!left.ok) return { ok: false, message: `You do not follow ${name}.` };
  return { ok: true, message: `You left ${name}. Its wallet and history stay in your backups.` };
}

// 'Since your last visit': what one league update did to an account's bets (won, settled, not
// counted) and where the published standings put it, kept as a note on its membership. The
// next visit shows each note once; the league page keeps the last ten.

import type { GameData } from '../../model/game';
import type { League } from '../../model/league';
import { VISIT_NOTES_KEPT, type Membership, type VisitNote } from '../../model/membership';
import type { Position } from '../../model/position';
import type { Snapshot } from '../../model/picks';
import { winPaid } from '../../betting/standing-stake';

/** The account's rank by league balance in the standings (1 is first), or null when not listed. */
export function rankIn(snapshot: Snapshot | undefined, playerId: string | undefined): { rank: number | null; of: number } {
  if (!snapshot || playerId === undefined) return { rank: null, of: snapshot?.standings.length ?? 0 };
  const ordered = [...snapshot.standings].sort((first, second) => second.balance - first.balance || first.name.localeCompare(second.name) || first.playerId.localeCompare(second.playerId));
  const index = ordered.findIndex((standing) => standing.playerId === playerId);
  return { rank: index < 0 ? null : index + 1, of: ordered.length };
}

interface NoteInput {
  before: readonly Position[];
  after: readonly Position[];
  leagueBefore: League | undefined;
  leagueAfter: League;
  membership: Membership;
  nowMs: number;
}

/** The note for one account, or null when the update settled none of its bets and left its rank as it was. */
export function visitNoteOf({ before, after, leagueBefore, leagueAfter, membership, nowMs }: NoteInput): VisitNote | null {
  const open = new Map(before.filter((position) => position.status === 'open').map((position) => [position.id, position]));
  const closed = after.filter((position) => position.accountId === membership.accountId && position.wallet === leagueAfter.id && position.status !== 'open' && open.has(position.id));
  const playerId = membership.player?.playerId;
  const was = rankIn(leagueBefore?.snapshot, playerId);
  const now = rankIn(leagueAfter.snapshot, playerId);
  if (closed.length === 0 && (now.rank === null || now.rank === was.rank)) return null;
  const won = closed.filter((position) => position.status === 'won').reduce((sum, position) => sum + winPaid(position), 0);
  return {
    at: new Date(nowMs).toISOString(),
    won,
    questions: new Set(closed.map((position) => position.marketId)).size,
    notCounted: closed.filter((position) => position.notCounted !== undefined).length,
    rank: now.rank,
    of: now.of,
    shown: false,
  };
}

/** The game after an update with a note added to each following account's membership the update touched. */
export function withVisitNotes(before: GameData, after: GameData, leagueId: string, nowMs: number): GameData {
  const leagueAfter = after.leagues.find((league) => league.id === leagueId);
  if (!leagueAfter || after === before) return after;
  const leagueBefore = before.leagues.find((league) => league.id === leagueId);
  let changed = false;
  const memberships = after.memberships.map((membership) => {
    if (membership.leagueId !== leagueId || membership.status !== 'following') return membership;
    const note = visitNoteOf({ before: before.positions, after: after.positions, leagueBefore, leagueAfter, membership, nowMs });
    if (!note) return membership;
    changed = true;
    return { ...membership, notes: [note, ...(membership.notes ?? [])].slice(0, VISIT_NOTES_KEPT) };
  });
  return changed ? { ...after, memberships } : after;
}

/** The account's notes not shown yet, newest first, with their league. */
export function unshownNotes(data: Pick<GameData, 'memberships'>, accountId: string): { leagueId: string; note: VisitNote }[] {
  return data.memberships.flatMap((membership) => (membership.accountId === accountId ? (membership.notes ?? []).filter((note) => !note.shown).map((note) => ({ leagueId: membership.leagueId, note })) : []));
}

/** Every note of the account marked shown. */
export function markNotesShown(data: GameData, accountId: string): GameData {
  if (unshownNotes(data, accountId).length === 0) return data;
  const memberships = data.memberships.map((membership) =>
    membership.accountId === accountId && membership.notes?.some((note) => !note.shown) ? { ...membership, notes: membership.notes.map((note) => ({ ...note, shown: true })) } : membership,
  );
  return { ...data, memberships };
}

// How a league's held snapshot judges a player's position: counted, refused (with why), or still
// waiting for the organiser. A position is judged only as its own player's pick: the account's
// membership carries a player key, the position's id is that player's pick id, and the snapshot has
// a judged row for the player reaching the bet's time. Nothing else counts, so a bet never pays
// unless the organiser counted it.

import type { Membership } from '../model/membership';
import type { PickRefusal, Snapshot } from '../model/picks';
import type { Position } from '../model/position';

/**
 * `cashOutsWaiting`: the bet counts, but a cash-out of it made here is not judged yet. Its result
 * waits for that judgement (a win paid on what stood after a cash-out the organiser then refuses
 * would pay too little), and no further cash-out is offered on a crowd that doesn't hold it yet.
 */
export type Judgement = { state: 'counted'; cashOutsWaiting?: true } | { state: 'refused'; reason: PickRefusal } | { state: 'waiting' };

const WAITING: Judgement = { state: 'waiting' };
const COUNTED: Judgement = { state: 'counted' };
const COUNTED_CASH_OUTS_WAITING: Judgement = { state: 'counted', cashOutsWaiting: true };

/** A judge of one league's positions by its held snapshot (none held: every position waits). */
export function leagueJudge(snapshot: Snapshot | undefined, memberships: readonly Membership[], leagueId: string): (position: Position) => Judgement {
  const playerOf = new Map<string, string>();
  for (const membership of memberships) if (membership.leagueId === leagueId && membership.player) playerOf.set(membership.accountId, membership.player.playerId);
  const rows = new Map((snapshot?.judged ?? []).map((row) => [row.playerId, { through: Date.parse(row.through), refused: new Map(row.refused.map(({ id, reason }) => [id, reason])) }]));
  return (position) => {
    const playerId = playerOf.get(position.accountId);
    // A bet made before the account had a player key never travelled in a picks card.
    if (playerId === undefined || position.wallet !== leagueId || !position.id.startsWith(`${playerId}.`)) return WAITING;
    const row = rows.get(playerId);
    if (!row) return WAITING;
    const reason = row.refused.get(position.id);
    if (reason !== undefined) return { state: 'refused', reason };
    if (row.through < Date.parse(position.createdAt)) return WAITING;
    const unjudged = (position.cashOuts ?? []).some((cashOut) => cashOut.notCounted === undefined && !row.refused.has(cashOut.id) && row.through < Date.parse(cashOut.at));
    return unjudged ? COUNTED_CASH_OUTS_WAITING : COUNTED;
  };
}

/**
 * Why the held snapshot refused a cash-out of a position (its id is a pick id of the position's
 * player, judged in the same row as the player's picks), or undefined while it counts or waits.
 */
export function cashOutJudge(snapshot: Snapshot | undefined, memberships: readonly Membership[], leagueId: string): (position: Position, cashOutId: string) => PickRefusal | undefined {
  const playerOf = new Map<string, string>();
  for (const membership of memberships) if (membership.leagueId === leagueId && membership.player) playerOf.set(membership.accountId, membership.player.playerId);
  const refusedOf = new Map((snapshot?.judged ?? []).map((row) => [row.playerId, new Map(row.refused.map(({ id, reason }) => [id, reason]))]));
  return (position, cashOutId) => {
    const playerId = playerOf.get(position.accountId);
    if (playerId === undefined || position.wallet !== leagueId || !cashOutId.startsWith(`${playerId}.`)) return undefined;
    return refusedOf.get(playerId)?.get(cashOutId);
  };
}

// The snapshot an organiser's update carries: the count of what this browser has collected (picks
// and cash-outs), over the log being signed (which may hold events not kept yet), at the signing
// time. Every update from a browser that runs the league carries one, empty before any pick, so a
// player's browser learns that nothing of theirs has been counted yet rather than paying it.

import type { LeagueEvent } from '../../model/league';
import type { OperatedLeague } from '../../model/operated-league';
import type { Snapshot } from '../../model/picks';
import { snapshotOf } from '../picks/snapshot';

export function snapshotFor(operated: Pick<OperatedLeague, 'players' | 'picks' | 'cashOuts'>, events: readonly LeagueEvent[], signedAtMs: number): Snapshot | undefined {
  return events.length === 0 ? undefined : snapshotOf(events, operated.players ?? [], operated.picks ?? [], signedAtMs, operated.cashOuts ?? []);
}

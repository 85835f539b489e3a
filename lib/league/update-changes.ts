// What an organiser's log gained since it was last shared: how many questions were added and how
// many got a result (resolved or cancelled). The share message names these counts; a rename or the
// league's start is not news for the group's chat.

import type { LeagueEvent } from '../model/league';

export interface UpdateChanges {
  /** Questions added after the last shared event. */
  added: number;
  /** Questions resolved or cancelled after the last shared event. */
  settled: number;
}

/** Counts the events after seq `sharedUpTo` (0 when nothing was shared yet). */
export function changesSince(events: readonly Pick<LeagueEvent, 'type' | 'seq'>[], sharedUpTo: number): UpdateChanges {
  let added = 0;
  let settled = 0;
  for (const event of events) {
    if (event.seq <= sharedUpTo) continue;
    if (event.type === 'question-added') added += 1;
    if (event.type === 'resolved' || event.type === 'voided') settled += 1;
  }
  return { added, settled };
}

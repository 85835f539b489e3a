// Whether a list of events is a whole league from its start: seq 1 is 'started', seqs count up
// by one, and each event names the hash of the one before. Used on the committed event log and on
// a feed, so a gap or an edited event is caught with the seq where it happens. A feed may start
// after a checkpoint instead: its events then go on from the checkpoint's seq and hash.

import { hashEvent } from '../../lib/league/event-hash';
import type { LeagueEvent } from '../../lib/model/league';

export type ChainCheck = { ok: true; hashes: string[] } | { ok: false; message: string };

/** Where the events go on from: a checkpoint's seq and hash; none for a whole league from event 1. */
export interface ChainStart {
  seq: number;
  hash: string;
}

export async function checkChain(events: readonly LeagueEvent[], after?: ChainStart): Promise<ChainCheck> {
  const first = events[0];
  if (!first) return after ? { ok: true, hashes: [] } : { ok: false, message: 'there are no events.' };
  const startSeq = (after?.seq ?? 0) + 1;
  if (first.seq !== startSeq) {
    return { ok: false, message: after ? `the events start at seq ${first.seq}, not ${startSeq} after the checkpoint.` : `the events start at seq ${first.seq}, not 1, so the league cannot be followed from its start.` };
  }
  if (!after && first.type !== 'started') return { ok: false, message: `event 1 is '${first.type}', not the league's start.` };
  const hashes: string[] = [];
  for (const [index, event] of events.entries()) {
    const seq = startSeq + index;
    if (event.seq !== seq) return { ok: false, message: `the seqs jump from ${seq - 1} to ${event.seq}: there is a gap.` };
    const expectedPrev = index === 0 ? (after?.hash ?? '') : hashes[index - 1];
    if (event.prev !== expectedPrev) {
      return { ok: false, message: `the hash chain is broken at event ${event.seq}: it does not name the hash of event ${seq - 1}.` };
    }
    hashes.push(await hashEvent(event));
  }
  return { ok: true, hashes };
}

// Whether a list of events is a whole league from its start: seq 1 is 'started', seqs count up
// by one, and each event names the hash of the one before. Used on the committed event log and on
// a feed, so a gap or an edited event is caught with the seq where it happens.

import { hashEvent } from '../../lib/league/event-hash';
import type { LeagueEvent } from '../../lib/model/league';

export type ChainCheck = { ok: true; hashes: string[] } | { ok: false; message: string };

export async function checkChain(events: readonly LeagueEvent[]): Promise<ChainCheck> {
  const first = events[0];
  if (!first) return { ok: false, message: 'there are no events.' };
  if (first.seq !== 1) return { ok: false, message: `the events start at seq ${first.seq}, not 1, so the league cannot be followed from its start.` };
  if (first.type !== 'started') return { ok: false, message: `event 1 is '${first.type}', not the league's start.` };
  const hashes: string[] = [];
  for (const [index, event] of events.entries()) {
    if (event.seq !== index + 1) return { ok: false, message: `the seqs jump from ${index} to ${event.seq}: there is a gap.` };
    const expectedPrev = index === 0 ? '' : hashes[index - 1];
    if (event.prev !== expectedPrev) {
      return { ok: false, message: `the hash chain is broken at event ${event.seq}: it does not name the hash of event ${index}.` };
    }
    hashes.push(await hashEvent(event));
  }
  return { ok: true, hashes };
}

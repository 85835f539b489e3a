// Which events an 'Update link' carries: every event from seq 1 while that fits in a link (any
// player, however far behind, can apply it), else every event since the last one shared, or from
// a seq the operator picks. Given a link maker, so the signing stays in the store.

import { MAX_EVENTS_PER_UPDATE } from '../model/league';

export interface UpdateRange {
  fromSeq: number;
  /** The link for events fromSeq..lastSeq, or null when they only fit in a file. */
  link: string | null;
}

/** Makes the link for events fromSeq to the end, or null when it would be too long. */
export type LinkFrom = (fromSeq: number) => Promise<string | null>;

/** A picked seq that no event of the log has: the log runs from 1 to `lastSeq`. */
export interface PickedSeqProblem {
  reason: 'seq-out-of-range';
  lastSeq: number;
}

/** Why `picked` cannot start an update of a log ending at `lastSeq`, or null. */
export function pickedSeqProblem(picked: number, lastSeq: number): PickedSeqProblem | null {
  if (Number.isSafeInteger(picked) && picked >= 1 && picked <= lastSeq) return null;
  return { reason: 'seq-out-of-range', lastSeq };
}

function linkOrNull(linkFrom: LinkFrom, fromSeq: number, lastSeq: number): Promise<string | null> {
  // More events than one update may carry never fit in a link anyway; signing them would throw.
  return lastSeq - fromSeq + 1 > MAX_EVENTS_PER_UPDATE ? Promise.resolve(null) : linkFrom(fromSeq);
}

/** The range an update link carries; throws on a picked seq pickedSeqProblem refuses (the store checks first). */
export async function chooseUpdateRange(lastSeq: number, sharedUpTo: number, linkFrom: LinkFrom, picked?: number): Promise<UpdateRange> {
  if (picked !== undefined) {
    const problem = pickedSeqProblem(picked, lastSeq);
    if (problem) throw new RangeError(`chooseUpdateRange: no event ${picked} in 1..${lastSeq}`);
    return { fromSeq: picked, link: await linkOrNull(linkFrom, picked, lastSeq) };
  }
  const whole = await linkOrNull(linkFrom, 1, lastSeq);
  if (whole !== null) return { fromSeq: 1, link: whole };
  // Nothing new since the last share: that share's last event again, a replay to those who have it.
  const since = Math.min(Math.max(sharedUpTo + 1, 1), lastSeq);
  return { fromSeq: since, link: since === 1 ? null : await linkOrNull(linkFrom, since, lastSeq) };
}


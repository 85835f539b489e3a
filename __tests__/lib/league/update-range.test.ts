import { updateLinkFor, MAX_LINK_LENGTH } from '@/lib/league/league-link';
import { readUpdate } from '@/lib/league/read-update';
import { signUpdateAtNow } from '@/__tests__/lib/league/sign-at-now';
import { chooseUpdateRange, pickedSeqProblem, type LinkFrom } from '@/lib/league/update-range';
import { pickedSeqText } from '@/lib/league/league-words';
import { fromBase64Url, toBase64Url } from '@/lib/league/encoding';
import { MAX_EVENTS_PER_UPDATE } from '@/lib/model/league';
import { appendQuestion } from '@/lib/league/league-log';
import { draft, logWithQuestions, NOW, pinned, testKeys } from './league-fixtures';

/** Links that hold at most `room` events; records every seq asked for. */
function fakeLinks(lastSeq: number, room: number): LinkFrom & { asked: number[] } {
  const asked: number[] = [];
  const linkFrom = async (fromSeq: number) => {
    asked.push(fromSeq);
    return lastSeq - fromSeq + 1 <= room ? `link from ${fromSeq}` : null;
  };
  return Object.assign(linkFrom, { asked });
}

/** Text that does not compress: a long log of it cannot fit in one link. */
const noise = () => toBase64Url(crypto.getRandomValues(new Uint8Array(60)));

describe('chooseUpdateRange', () => {
  it('carries every event from seq 1 when that fits', async () => {
    expect(await chooseUpdateRange(12, 8, fakeLinks(12, 20))).toEqual({ fromSeq: 1, link: 'link from 1' });
  });

  it('carries every event since the last shared when the whole log does not fit', async () => {
    const links = fakeLinks(40, 10);
    expect(await chooseUpdateRange(40, 33, links)).toEqual({ fromSeq: 34, link: 'link from 34' });
    expect(links.asked).toEqual([1, 34]);
  });

  it('offers a file when even the events since the last shared do not fit', async () => {
    expect(await chooseUpdateRange(40, 5, fakeLinks(40, 10))).toEqual({ fromSeq: 6, link: null });
    expect(await chooseUpdateRange(40, 0, fakeLinks(40, 10))).toEqual({ fromSeq: 1, link: null });
  });

  it('repeats the last event when nothing is new since the last share', async () => {
    expect(await chooseUpdateRange(40, 40, fakeLinks(40, 10))).toEqual({ fromSeq: 40, link: 'link from 40' });
  });

  it('carries from the seq the operator picks, fitting or not', async () => {
    expect(await chooseUpdateRange(40, 38, fakeLinks(40, 10), 31)).toEqual({ fromSeq: 31, link: 'link from 31' });
    expect(await chooseUpdateRange(40, 38, fakeLinks(40, 10), 2)).toEqual({ fromSeq: 2, link: null });
    await expect(chooseUpdateRange(40, 38, fakeLinks(40, 10), 41)).rejects.toThrow('no event 41 in 1..40');
  });

  it('never asks to sign more events than one update carries', async () => {
    const lastSeq = MAX_EVENTS_PER_UPDATE + 3;
    const links = fakeLinks(lastSeq, Number.POSITIVE_INFINITY);
    expect(await chooseUpdateRange(lastSeq, 4, links)).toEqual({ fromSeq: 5, link: 'link from 5' });
    expect(links.asked).toEqual([5]);
  });

  it('splits a real long log at the last share, within the link limit', async () => {
    const [keys] = await testKeys();
    let log = await logWithQuestions(keys, 0, 'Office Cup');
    for (let n = 1; n <= 90; n += 1) {
      const added = await appendQuestion(log, draft(`Will team ${n} win the cup?`, { description: noise() }), NOW);
      if (!added.ok) throw new Error(JSON.stringify(added.errors));
      log = added.log;
    }
    const origin = 'https://predictoplay.test';
    const linkFrom = async (fromSeq: number) => updateLinkFor(origin, await signUpdateAtNow(keys, log, fromSeq));
    expect(await linkFrom(1)).toBeNull();
    const range = await chooseUpdateRange(91, 80, linkFrom);
    expect(range.fromSeq).toBe(81);
    expect(range.link?.length).toBeLessThanOrEqual(MAX_LINK_LENGTH);
    const bytes = fromBase64Url(new URL(range.link as string).hash.slice('#update='.length)) as Uint8Array;
    const read = await readUpdate(bytes, pinned(log));
    expect(read.ok && read.update.events.map((event) => event.seq)).toEqual(Array.from({ length: 11 }, (_, index) => 81 + index));
  });
});

describe('pickedSeqProblem', () => {
  it('accepts a whole seq within the log and refuses the rest', () => {
    expect(pickedSeqProblem(1, 5)).toBeNull();
    expect(pickedSeqProblem(5, 5)).toBeNull();
    for (const seq of [0, 6, 2.5, Number.NaN]) expect(pickedSeqProblem(seq, 5)).toEqual({ reason: 'seq-out-of-range', lastSeq: 5 });
    expect(pickedSeqText({ reason: 'seq-out-of-range', lastSeq: 5 })).toBe('Pick a step from 1 to 5.');
  });
});


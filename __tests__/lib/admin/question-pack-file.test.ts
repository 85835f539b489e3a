import { MAX_PACK_BYTES, MAX_PACK_MARKETS } from '@/lib/admin/question-pack';
import { parsePack } from '@/lib/admin/question-pack-file';
import { packEntryProblemText, packFileProblemText } from '@/lib/admin/pack-words';
import { IN_A_WEEK, packEntry, packText, parsed } from '../question-pack-fixtures';

// parsePack returns reasons; these tests read them in the words the admin's screen shows.
function refusal(text: string) {
  const result = parsePack(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return { reason: result.reason, message: packFileProblemText(result) };
}

function problemOf(entry: unknown): string {
  const [checked] = parsed([entry]).entries;
  if (!checked || checked.ok) throw new Error('expected the entry to be refused');
  return packEntryProblemText(checked.problem);
}

describe('parsePack', () => {
  it('reads a pack’s questions with its export time', () => {
    const pack = parsed([packEntry(), packEntry({ id: 'p2', category: 'Sports', description: 'Why.', image: '/images/markets/1.svg' })]);
    expect(pack.exportedAt).toBe('2026-11-22T12:00:00.000Z');
    expect(pack.entries).toEqual([
      { ok: true, market: { id: 'p1', question: 'Will the new bridge open on time?', category: 'News', endTime: IN_A_WEEK } },
      {
        ok: true,
        market: { id: 'p2', question: 'Will the new bridge open on time?', category: 'Sports', endTime: IN_A_WEEK, description: 'Why.', image: '/images/markets/1.svg' },
      },
    ]);
  });

  it('drops pools, player counts and results a pack should not carry, so they cannot be smuggled in', () => {
    const [entry] = parsed([packEntry({ totalPool: 1_000_000, totalYes: 50, isResolved: true, outcome: 'YES' })]).entries;
    expect(entry).toEqual({ ok: true, market: { id: 'p1', question: 'Will the new bridge open on time?', category: 'News', endTime: IN_A_WEEK } });
  });

  it.each([
    ['text that is not JSON', 'hello, world', 'not-json', 'This file is not a question pack: it is not JSON. Nothing was imported.'],
    ['JSON of another kind', JSON.stringify({ version: 5, rev: 1, state: {} }), 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['another format name', packText([packEntry()], { format: 'someone-elses-pack' }), 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['a pack version that is not a whole number', packText([packEntry()], { version: 1.5 }), 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['markets that are not a list', packText([], { markets: { p1: packEntry() } }), 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['a JSON array', JSON.stringify([packEntry()]), 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['null', 'null', 'not-a-pack', 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['a newer pack version', packText([packEntry()], { version: 2 }), 'newer-version', 'This pack was made by a newer version of PredictoPlay (pack version 2). Nothing was imported.'],
    ['a pack with no questions', packText([]), 'empty', 'This pack has no questions. Nothing was imported.'],
  ])('refuses %s as a whole file, with a message', (_, text, reason, message) => {
    expect(refusal(text)).toEqual({ reason, message });
  });

  it('refuses a pack of more questions than a pack may hold', () => {
    const markets = Array.from({ length: MAX_PACK_MARKETS + 1 }, (_, index) => packEntry({ id: `p${index}` }));
    expect(refusal(packText(markets))).toMatchObject({ reason: 'too-many', message: 'A pack can hold at most 2,000 questions; this one has 2,001. Nothing was imported.' });
    expect(parsePack(packText(markets))).toEqual({ ok: false, reason: 'too-many', max: 2000, count: 2001 });
    expect(parsePack(packText(markets.slice(1))).ok).toBe(true);
  });

  it('refuses text longer than a pack may be before parsing it', () => {
    const parse = jest.spyOn(JSON, 'parse');
    expect(refusal(' '.repeat(MAX_PACK_BYTES + 1)).reason).toBe('too-large');
    expect(parse).not.toHaveBeenCalled();
  });

  it('marks a broken entry with its problem and keeps the good ones', () => {
    const pack = parsed([packEntry({ id: 'good' }), packEntry({ id: 'bad', category: 'Weather' }), 42]);
    expect(pack.entries.map((entry) => entry.ok)).toEqual([true, false, false]);
    expect(pack.entries[1]).toEqual({
      ok: false,
      id: 'bad',
      question: 'Will the new bridge open on time?',
      problem: { reason: 'category-not-listed', categories: ['Sports', 'Finance', 'News', 'Entertainment'] },
    });
    expect(pack.entries[2]).toEqual({ ok: false, id: null, question: null, problem: { reason: 'not-a-question' } });
    expect(problemOf(packEntry({ category: 'Weather' }))).toBe('The category must be one of Sports, Finance, News, Entertainment.');
  });

  it.each([
    ['an id that is a number', { id: 7 }, 'The id must be text.'],
    ['an empty id', { id: '' }, "The id must be 1 to 64 letters, digits, '-' or '_'."],
    ['an id with spaces or markup', { id: '1"><b>' }, "The id must be 1 to 64 letters, digits, '-' or '_'."],
    ['an id longer than 64 characters', { id: 'x'.repeat(65) }, "The id must be 1 to 64 letters, digits, '-' or '_'."],
    ['a question that is not text', { question: 7 }, 'The question must be text.'],
    ['an end time without its zone', { endTime: '2026-12-01T18:30' }, 'The end time must be a date and time with its zone, like 2026-12-01T18:30:00.000Z.'],
    ['an end time written in words', { endTime: 'next Tuesday' }, 'The end time must be a date and time with its zone, like 2026-12-01T18:30:00.000Z.'],
    ['an end time that is no real date', { endTime: '2026-13-45T99:99:00Z' }, 'The end time is not a real date.'],
    ['an image from another site', { image: 'https://tracker.example/pixel.png' }, "The image must be one of this site's pictures under /images/."],
    ['a protocol-relative image', { image: '//tracker.example/images/a.png' }, "The image must be one of this site's pictures under /images/."],
    ['an image path that climbs out', { image: '/images/../secret.svg' }, "The image must be one of this site's pictures under /images/."],
    ['an image on another host, protocol-relative', { image: '//host/x.png' }, "The image must be one of this site's pictures under /images/."],
    ['an image path with a backslash', { image: '/images\\x.png' }, "The image must be one of this site's pictures under /images/."],
    ['an image path with a query', { image: '/images/x.png?u=//host/x.png' }, "The image must be one of this site's pictures under /images/."],
  ])('refuses an entry with %s', (_, overrides, problem) => {
    expect(problemOf(packEntry(overrides))).toBe(problem);
  });

  it('accepts an end time with an offset instead of Z', () => {
    expect(parsed([packEntry({ endTime: '2026-12-01T18:30:00+05:30' })]).entries[0]?.ok).toBe(true);
  });
});

describe('parsePack on missing fields', () => {
  it.each([
    ['id', 'Each question needs an id.'],
    ['question', 'Each question needs its question text.'],
    ['category', 'Each question needs a category.'],
    ['endTime', 'Each question needs an end time.'],
  ])('says an entry without its %s lacks it', (field, problem) => {
    const entry = packEntry();
    delete entry[field];
    expect(problemOf(entry)).toBe(problem);
  });

  it('says an entry that is a list is not a question', () => {
    expect(problemOf([packEntry()])).toBe('This entry is not a question.');
  });
});

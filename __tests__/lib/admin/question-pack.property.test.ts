import fc from 'fast-check';
import type { Market } from '@/lib/model/market';
import { parsePack } from '@/lib/admin/question-pack-file';
import { importPack } from '@/lib/admin/question-pack-import';
import { DAY_MS } from '@/lib/display/time';
import { copyOf, gameWith, makeMarket, NOW } from '../game-fixtures';
import { packText } from '../question-pack-fixtures';

// Few ids, so packs often name markets that exist and repeat ids within themselves.
const idArb = fc.constantFrom('m1', 'm2', 'm3', 'p1', 'p2', 'p3', 'bad id');

const existingArb = fc.uniqueArray(
  fc.record({ id: idArb, totalYes: fc.nat({ max: 50 }), totalPool: fc.nat({ max: 10_000 }), isResolved: fc.boolean() }),
  { selector: (market) => market.id, maxLength: 5 },
);

const entryArb = fc.oneof(
  fc.record(
    {
      id: idArb,
      question: fc.constantFrom('Will the pack add this question?', 'Too short?', 'No question mark here at all', `${'a'.repeat(200)}?`),
      category: fc.constantFrom('Sports', 'News', 'Weather'),
      endTime: fc.integer({ min: -3, max: 400 }).map((days) => new Date(NOW + days * DAY_MS).toISOString()),
      description: fc.option(fc.string({ maxLength: 20 }), { nil: undefined }),
      totalPool: fc.nat(),
    },
    { requiredKeys: ['id', 'question', 'category', 'endTime'] },
  ),
  fc.anything(),
);

function parsed(entries: unknown[]) {
  const read = parsePack(packText(entries));
  if (!read.ok) throw new Error(read.reason);
  return read.pack;
}

describe('importPack, for any catalogue and any pack', () => {
  it('never changes, moves or removes an existing market, and a second import adds nothing', () => {
    fc.assert(
      fc.property(existingArb, fc.array(entryArb, { minLength: 1, maxLength: 12 }), (existing, entries) => {
        const markets: Market[] = existing.map((market) => makeMarket({ ...market, question: `Will ${market.id} stay as it is?` }));
        const data = gameWith({ markets });
        const before = copyOf(data);
        const pack = parsed(entries);

        const first = importPack(data, pack, NOW);
        expect(data).toEqual(before);
        expect(first.data.markets.slice(first.added.length)).toEqual(before.markets);
        expect(first.added.length + first.skipped.length).toBe(entries.length);
        const ids = first.data.markets.map((market) => market.id);
        expect(new Set(ids).size).toBe(ids.length);
        for (const market of first.added) {
          expect(market).toMatchObject({ isResolved: false, totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0, createdAt: new Date(NOW).toISOString() });
          expect(Date.parse(market.endTime)).toBeGreaterThan(NOW);
        }

        const again = importPack(first.data, pack, NOW);
        expect(again.added).toEqual([]);
        expect(again.data).toBe(first.data);
      }),
    );
  });
});

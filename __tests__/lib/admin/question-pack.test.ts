import { exportPack, packFileName, PACK_FORMAT } from '@/lib/admin/question-pack';
import { parsePack } from '@/lib/admin/question-pack-file';
import { importPack } from '@/lib/admin/question-pack-import';
import { gameWith, makeMarket, NOW, OPEN_MARKETS } from '../game-fixtures';

const PLAYED = makeMarket({
  id: 'played',
  question: 'Will the played market keep its pool at home?',
  category: 'Sports',
  description: 'Resolves YES on a home win.',
  image: '/images/markets/2.svg',
  isResolved: true,
  outcome: 'YES',
  resolvedAt: '2026-11-10T00:00:00.000Z',
  totalYes: 12,
  totalNo: 3,
  totalPool: 4_500,
});

function roundTrip(text: string) {
  const read = parsePack(text);
  if (!read.ok) throw new Error(read.reason);
  return read.pack;
}

describe('exportPack', () => {
  it('writes every market as a question, without pools, players or results', () => {
    const pack = exportPack([PLAYED, ...OPEN_MARKETS], NOW);
    expect(pack).toMatchObject({ format: PACK_FORMAT, version: 1, exportedAt: '2026-11-22T12:00:00.000Z' });
    expect(pack.markets).toHaveLength(4);
    expect(pack.markets[0]).toEqual({
      id: 'played',
      question: 'Will the played market keep its pool at home?',
      category: 'Sports',
      endTime: '2100-01-01T00:00:00.000Z',
      description: 'Resolves YES on a home win.',
      image: '/images/markets/2.svg',
    });
    expect(pack.markets[1]).toEqual({ id: 'm1', question: 'Will it rain tomorrow?', category: 'News', endTime: '2100-01-01T00:00:00.000Z' });
  });

  it('writes only the selected markets, in catalogue order', () => {
    const pack = exportPack(OPEN_MARKETS, NOW, new Set(['m3', 'm1', 'unknown']));
    expect(pack.markets.map((market) => market.id)).toEqual(['m1', 'm3']);
  });

  it('leaves league questions out, even when selected', () => {
    const league = makeMarket({ id: 'k7dq3mzpa2xw4rbt.1', leagueId: 'k7dq3mzpa2xw4rbt' });
    const markets = [...OPEN_MARKETS, league];
    expect(exportPack(markets, NOW).markets.map((market) => market.id)).toEqual(OPEN_MARKETS.map((market) => market.id));
    expect(exportPack(markets, NOW, new Set([league.id, 'm2'])).markets.map((market) => market.id)).toEqual(['m2']);
  });

  it('names the file after the day it was made', () => {
    expect(packFileName(exportPack(OPEN_MARKETS, NOW))).toBe('predictoplay-questions-2026-11-22.json');
  });
});

describe('a pack round trip', () => {
  // End times within the form's year ahead of NOW, as a real catalogue has.
  const soon = OPEN_MARKETS.map((market, index) => ({ ...market, endTime: new Date(NOW + (index + 1) * 86_400_000).toISOString() }));
  const source = gameWith({ markets: [...soon, makeMarket({ id: 'other', question: 'Will the unselected market stay home?', endTime: soon[0]?.endTime })] });

  it('adds exactly the exported markets to a catalogue without them, and none on a second import', () => {
    const text = JSON.stringify(exportPack(source.markets, NOW, new Set(['m1', 'm2', 'm3'])));
    const fresh = gameWith({ markets: [makeMarket({ id: 'seed', question: 'Will the seeded market stay put?' })] });
    const first = importPack(fresh, roundTrip(text), NOW + 60_000);
    expect(first.skipped).toEqual([]);
    expect(first.added.map(({ id, question, category, endTime }) => ({ id, question, category, endTime }))).toEqual(
      soon.map(({ id, question, category, endTime }) => ({ id, question, category, endTime })),
    );
    expect(first.data.markets.map((market) => market.id)).toEqual(['m1', 'm2', 'm3', 'seed']);

    const second = importPack(first.data, roundTrip(text), NOW + 120_000);
    expect(second.added).toEqual([]);
    expect(second.data).toBe(first.data);
  });
});

// Home's list and the tutorial: the player's own, first in every order until its coin lands;
// nobody else's, ever.

import { MARKET_SEEDS } from '@/data/markets';
import { selectMarkets, SORT_ORDERS, type SortOrder } from '@/lib/market/market-filters';
import { seedMarkets } from '@/lib/market/seed-markets';
import { practiceMarkets } from '@/lib/admin/admin-overview';
import { exportPack } from '@/lib/admin/question-pack';
import { makeMarket } from '../game-fixtures';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const samples = seedMarkets(MARKET_SEEDS, NOW);
const annsTutorial = makeMarket({ id: 'tut-ann', question: 'Will the practice coin land heads?', category: 'Entertainment', tutorialFor: 'ann', endTime: new Date(NOW + 120_000).toISOString() });
const bobsTutorial = makeMarket({ id: 'tut-bob', question: 'Will the practice coin land heads?', category: 'Entertainment', tutorialFor: 'bob', endTime: new Date(NOW + 120_000).toISOString() });
const all = [...samples, bobsTutorial, annsTutorial];
const filters = (sort: SortOrder) => ({ query: '', category: 'All' as const, sort, league: 'all' });
const ids = (sort: SortOrder, viewer: string | null, nowMs = NOW, markets = all) => selectMarkets(markets, filters(sort), nowMs, [], viewer).map((market) => market.id);

describe('the tutorial on Home', () => {
  it.each(SORT_ORDERS)('comes first for its player in the %s order, and the rest keep their order', (sort) => {
    const shown = ids(sort, 'ann');
    expect(shown[0]).toBe('tut-ann');
    expect(shown.slice(1)).toEqual(ids(sort, null));
  });

  it('stays first once its end has passed, until its coin lands', () => {
    expect(ids('trending', 'ann', NOW + 10 * 60_000)[0]).toBe('tut-ann');
    const landed = { ...annsTutorial, isResolved: true, outcome: 'YES' as const, resolvedAt: new Date(NOW).toISOString() };
    const shown = ids('trending', 'ann', NOW, [...samples, landed]);
    expect(shown[0]).not.toBe('tut-ann');
    expect(shown).toContain('tut-ann');
  });

  it('is never shown to another player or a visitor', () => {
    expect(ids('trending', 'ann')).not.toContain('tut-bob');
    expect(ids('trending', 'bob')).not.toContain('tut-ann');
    expect(ids('trending', null).filter((id) => id.startsWith('tut-'))).toEqual([]);
  });

  it('is not in the admin’s practice catalogue nor in a question pack: its coin gives its result', () => {
    expect(practiceMarkets(all).map((market) => market.id)).toEqual(samples.map((market) => market.id));
    expect(exportPack(all, NOW).markets.map((market) => market.id)).toEqual(samples.map((market) => market.id));
  });
});

import * as v from 'valibot';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MARKET_SEEDS } from '@/data/markets';
import { CATEGORIES } from '@/lib/market/categories';
import { seedMarkets } from '@/lib/market/seed-markets';
import { marketSchema } from '@/lib/model/market';
import { formatTimeLeft, HOUR_MS } from '@/lib/display/time';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');

describe('the sample catalogue', () => {
  const markets = seedMarkets(MARKET_SEEDS, NOW);

  it('has the nine predictions with ids 1 to 9', () => {
    expect(markets.map((market) => market.id)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('has at least two predictions in every category', () => {
    for (const category of CATEGORIES) {
      expect(markets.filter((market) => market.category === category).length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every prediction an image that exists in public/', () => {
    for (const market of markets) {
      expect(market.image).toMatch(/^\/images\//);
      expect(existsSync(join(process.cwd(), 'public', market.image ?? ''))).toBe(true);
    }
  });

  it('anchors end times at the first visit: one within the hour, one already ended', () => {
    const left = markets.map((market) => Date.parse(market.endTime) - NOW);
    expect(left.filter((ms) => ms <= 0)).toHaveLength(1);
    expect(left.filter((ms) => ms > 0 && ms < HOUR_MS)).toHaveLength(1);
    expect(markets.every((market) => Date.parse(market.createdAt) < NOW)).toBe(true);
  });

  it('shows every time format', () => {
    const shown = markets.map((market) => formatTimeLeft(market.endTime, NOW));
    expect(shown).toContain('Ended');
    expect(shown.some((text) => /^\d+d \d+h$/.test(text))).toBe(true);
    expect(shown.some((text) => /^\d+h \d+m$/.test(text))).toBe(true);
    expect(shown.some((text) => /^\d+m$/.test(text))).toBe(true);
  });

  it("splits every sample pool into coins per side by its head share, rounded, the rest to NO", () => {
    for (const market of markets) {
      expect(market.yesCoins + market.noCoins).toBe(market.totalPool);
      const players = market.totalYes + market.totalNo;
      expect(market.yesCoins).toBe(players === 0 ? 0 : Math.round((market.totalPool * market.totalYes) / players));
    }
    // India T20: 284,500 × 1,840 / 2,800 = 186,957.14.
    expect(markets[0]).toMatchObject({ yesCoins: 186_957, noCoins: 97_543 });
    expect(markets.every((market) => v.safeParse(marketSchema, market).success)).toBe(true);
  });

  it('starts every market unresolved', () => {
    expect(markets.every((market) => !market.isResolved)).toBe(true);
  });
});

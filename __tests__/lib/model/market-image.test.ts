import * as v from 'valibot';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { MARKET_SEEDS } from '@/data/markets';
import { isSiteImage } from '@/lib/model/market-image';
import { marketSchema } from '@/lib/model/market';
import { makeMarket } from '../game-fixtures';

/** Every picture the site ships under public/images, as a page asks for it. */
function shippedImages(folder = join(process.cwd(), 'public', 'images'), path = '/images'): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? shippedImages(join(folder, entry.name), `${path}/${entry.name}`) : [`${path}/${entry.name}`],
  );
}

describe("a market's image", () => {
  it('may be any picture the site ships, and is on every sample question', () => {
    const shipped = shippedImages();
    expect(shipped.length).toBeGreaterThan(0);
    for (const path of shipped) expect(isSiteImage(path)).toBe(true);
    for (const seed of MARKET_SEEDS) expect(isSiteImage(seed.image)).toBe(true);
  });

  it.each([
    '//tracker.example/pixel.png',
    '//host/x.png',
    '///host/x.png',
    'https://tracker.example/pixel.png',
    'data:image/svg+xml,<svg/>',
    'javascript:alert(1)',
    '/images/../secret.svg',
    '/images/markets/../../x.png',
    '/images\\x.png',
    '/\\host/x.png',
    '/images/x.png?u=//host/x.png',
    '/images/x.png#//host',
    '/images/x.png\n',
    '/images/ x.png',
    '/markets/cricket.svg',
    '/images/x.html',
    '',
  ])('refuses %p, in the schema every stored, restored and imported market passes', (image) => {
    expect(isSiteImage(image)).toBe(false);
    expect(v.safeParse(marketSchema, { ...makeMarket(), image }).success).toBe(false);
  });

  it('lets a market have no image at all', () => {
    const market: Record<string, unknown> = { ...makeMarket(), image: '/images/markets/1.svg' };
    delete market.image;
    expect(v.safeParse(marketSchema, market).success).toBe(true);
  });
});

import * as v from 'valibot';
import { MARKET_SEEDS } from '@/data/markets';
import { seedMarkets, withSampleTranslations } from '@/lib/market/seed-markets';
import { shownDescription, shownQuestion } from '@/lib/market/shown-text';
import { selectMarkets, DEFAULT_FILTERS } from '@/lib/market/market-filters';
import { marketSchema, type Market } from '@/lib/model/market';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the sample questions in Hindi', () => {
  const markets = seedMarkets(MARKET_SEEDS, NOW);

  it('gives each of the nine a Hindi question and description, kept with the market and valid for storage', () => {
    for (const market of markets) {
      expect(market.translations?.hi?.question).toMatch(DEVANAGARI);
      expect(market.translations?.hi?.question.endsWith('?')).toBe(true);
      expect(market.translations?.hi?.description).toMatch(DEVANAGARI);
      expect(v.safeParse(marketSchema, market).success).toBe(true);
    }
  });

  it('writes no currency sign in any sample, in either language', () => {
    for (const seed of MARKET_SEEDS) expect(JSON.stringify(seed)).not.toMatch(/[$₹€£]/);
    expect(MARKET_SEEDS.find((seed) => seed.id === '2')?.question).toBe('Will Bitcoin close the week above 1 lakh US dollars?');
  });

  it('shows the Hindi words on a Hindi page and the English as written on an English one', () => {
    const bitcoin = markets.find((market) => market.id === '2') as Market;
    expect(shownQuestion(bitcoin, 'hi')).toBe('क्या बिटकॉइन इस हफ़्ते 1 लाख अमेरिकी डॉलर से ऊपर बंद होगा?');
    expect(shownQuestion(bitcoin, 'en')).toBe(bitcoin.question);
    expect(shownDescription(bitcoin, 'hi')).toMatch(/^नतीजा हाँ होगा/);
    expect(shownDescription(bitcoin, 'en')).toBe(bitcoin.description);
  });

  it('shows a question someone wrote as written, in every language', () => {
    const written = { question: 'Will it rain in Pune tomorrow?', description: 'Any rain at all.' };
    expect(shownQuestion(written, 'hi')).toBe(written.question);
    expect(shownDescription(written, 'hi')).toBe(written.description);
    expect(shownDescription({ question: 'Will it?' }, 'hi')).toBeUndefined();
  });

  it('refuses translations under anything but a language code, or without a question', () => {
    const [market] = markets;
    expect(v.safeParse(marketSchema, { ...market, translations: { Hindi: { question: 'क्या?' } } }).success).toBe(false);
    expect(v.safeParse(marketSchema, { ...market, translations: { hi: { description: 'x' } } }).success).toBe(false);
    expect(v.safeParse(marketSchema, { ...market, translations: { hi: { question: '' } } }).success).toBe(false);
  });
});

describe('withSampleTranslations', () => {
  const seeded = seedMarkets(MARKET_SEEDS, NOW);
  const stored: Market[] = seeded.map((market) => ({ ...market, translations: undefined }));

  it('gives a sample seeded before the translations its seed’s, matched by id and unchanged English', () => {
    const upgraded = withSampleTranslations(stored, MARKET_SEEDS);
    expect(upgraded.map((market) => market.translations)).toEqual(seeded.map((market) => market.translations));
  });

  it('leaves a sample whose English changed, a question someone wrote and a league question as they are', () => {
    const renamed = { ...stored[1], question: 'Will Bitcoin close the week above $100,000?' } as Market;
    const written = { ...stored[0], id: 'abc', question: 'Will India win the next T20 international against Australia?' } as Market;
    const league = { ...stored[2], leagueId: 'k7dq3mzpa2xw4rbt' } as Market;
    const markets = [renamed, written, league];
    expect(withSampleTranslations(markets, MARKET_SEEDS)).toBe(markets);
  });

  it('returns the same array when every sample already has its translations', () => {
    expect(withSampleTranslations(seeded, MARKET_SEEDS)).toBe(seeded);
  });
});

describe('search on a Hindi page', () => {
  const markets = seedMarkets(MARKET_SEEDS, NOW);
  const find = (query: string) => selectMarkets(markets, { ...DEFAULT_FILTERS, query }, NOW).map((market) => market.id);

  it('finds a sample by its English words', () => {
    expect(find('bitcoin')).toEqual(['2']);
  });
});

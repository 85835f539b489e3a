import * as v from 'valibot';
import { MARKET_SEEDS } from '@/data/markets';
import { mayNeedSampleTranslations, SAMPLE_MARKET_IDS, seedMarkets, withSampleTranslations } from '@/lib/market/seed-markets';
import { shownDescription, shownQuestion, shownQuestionOf } from '@/lib/market/shown-text';
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

describe('shownQuestionOf', () => {
  const sample = { question: 'Will it rain?', translations: { hi: { question: 'क्या बारिश होगी?' } } };

  it('shows a kept copy of a sample question in Hindi while it is still the sample’s own words', () => {
    expect(shownQuestionOf('Will it rain?', sample, 'hi')).toBe('क्या बारिश होगी?');
    expect(shownQuestionOf('Will it rain?', sample, 'en')).toBe('Will it rain?');
  });

  it('keeps a copy that differs from the market, or whose market is gone, as it was kept', () => {
    expect(shownQuestionOf('Will it rain today?', sample, 'hi')).toBe('Will it rain today?');
    expect(shownQuestionOf('Will it rain?', undefined, 'hi')).toBe('Will it rain?');
  });
});

describe('samples stored before translations', () => {
  const bitcoin = MARKET_SEEDS.find((seed) => seed.id === '2')!;
  const OLD_BITCOIN = 'Will Bitcoin close the week above \u0024100,000?';
  const OLD_DESCRIPTION = 'Resolves YES if the weekly close on a major exchange index is above \u0024100,000.';

  function storedBitcoin(question: string, description: string): Market {
    return { ...seedMarkets([bitcoin], 0)[0]!, translations: undefined, question, description };
  }

  it('get today’s words and the Hindi when their text is an earlier version’s, so no dollar sign stays', () => {
    const [upgraded] = withSampleTranslations([storedBitcoin(OLD_BITCOIN, OLD_DESCRIPTION)], MARKET_SEEDS, { '2': { question: OLD_BITCOIN, description: OLD_DESCRIPTION } });
    expect(upgraded?.question).toBe('Will Bitcoin close the week above 1 lakh US dollars?');
    expect(upgraded?.description).toBe(bitcoin.description);
    expect(upgraded?.translations).toEqual(bitcoin.translations);
  });

  it('keep a description someone changed, and leave a question someone reworded alone', () => {
    const [kept] = withSampleTranslations([storedBitcoin(OLD_BITCOIN, 'My own words')], MARKET_SEEDS, { '2': { question: OLD_BITCOIN } });
    expect(kept?.description).toBe('My own words');
    const reworded = [storedBitcoin('Will Bitcoin reach the moon?', OLD_DESCRIPTION)];
    expect(withSampleTranslations(reworded, MARKET_SEEDS, { '2': { question: OLD_BITCOIN } })).toBe(reworded);
  });

  it('are found cheaply before the catalogue is loaded', () => {
    expect(mayNeedSampleTranslations([{ id: '2', leagueId: null, translations: undefined }])).toBe(true);
    expect(mayNeedSampleTranslations([{ id: '2', leagueId: null, translations: { hi: { question: 'क' } } }])).toBe(false);
    expect(mayNeedSampleTranslations([{ id: 'a1b2', leagueId: null, translations: undefined }])).toBe(false);
  });
});

it('names every sample id among the ids start-up checks', () => {
  expect([...SAMPLE_MARKET_IDS]).toEqual(MARKET_SEEDS.map((seed) => seed.id));
});

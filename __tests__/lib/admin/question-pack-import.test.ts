import * as v from 'valibot';
import type { GameData } from '@/lib/model/game';
import { importPack } from '@/lib/admin/question-pack-import';
import { packEntryProblemText } from '@/lib/admin/pack-words';
import { gameStateSchema } from '@/lib/storage/schema';
import { DAY_MS } from '@/lib/display/time';
import { copyOf, gameWith, makeMarket, NOW } from '../game-fixtures';
import { IN_A_WEEK, packEntry, parsed, YESTERDAY } from '../question-pack-fixtures';

const CREATED = new Date(NOW).toISOString();

describe('importPack', () => {
  it('adds new questions at the front of the catalogue, open, with no players and an empty pool', () => {
    const data = gameWith();
    const pack = parsed([packEntry({ id: 'p1' }), packEntry({ id: 'p2', question: '  Will the index close higher on Friday?  ', category: 'Finance', description: ' Closing level. ', image: '/images/markets/3.svg' })]);
    const result = importPack(data, pack, NOW);
    expect(result.added).toEqual([
      { id: 'p1', question: 'Will the new bridge open on time?', category: 'News', endTime: IN_A_WEEK, isResolved: false, totalYes: 0, totalNo: 0, totalPool: 0, yesCoins: 0, noCoins: 0, createdAt: CREATED, leagueId: null },
      {
        id: 'p2',
        question: 'Will the index close higher on Friday?',
        category: 'Finance',
        endTime: IN_A_WEEK,
        description: 'Closing level.',
        image: '/images/markets/3.svg',
        isResolved: false,
        totalYes: 0,
        totalNo: 0,
        totalPool: 0,
        yesCoins: 0,
        noCoins: 0,
        createdAt: CREATED,
        leagueId: null,
      },
    ]);
    expect(result.skipped).toEqual([]);
    expect(result.data.markets).toEqual([...result.added, ...data.markets]);
    expect(v.safeParse(gameStateSchema, result.data).success).toBe(true);
  });

  it('writes the end time as an ISO instant, whatever offset the pack used', () => {
    const result = importPack(gameWith(), parsed([packEntry({ endTime: '2026-11-25T17:30:00+05:30' })]), NOW);
    expect(result.added[0]?.endTime).toBe('2026-11-25T12:00:00.000Z');
  });

  it('never overwrites a market whose id is already in the catalogue', () => {
    const mine = makeMarket({ id: 'm1', question: 'Will it rain tomorrow?', totalYes: 4, totalPool: 400 });
    const data = gameWith({ markets: [mine] });
    const before = copyOf(data);
    const result = importPack(data, parsed([packEntry({ id: 'm1', question: 'Will the pack replace this market?' })]), NOW);
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual([{ position: 1, id: 'm1', question: 'Will the pack replace this market?', reason: 'exists' }]);
    expect(result.data).toBe(data);
    expect(data).toEqual(before);
  });

  it('refuses a question whose end time has passed, or is this very moment', () => {
    const result = importPack(gameWith(), parsed([packEntry({ id: 'old', endTime: YESTERDAY }), packEntry({ id: 'now', endTime: CREATED }), packEntry({ id: 'new' })]), NOW);
    expect(result.added.map((market) => market.id)).toEqual(['new']);
    expect(result.skipped).toEqual([
      { position: 1, id: 'old', question: 'Will the new bridge open on time?', reason: 'ended' },
      { position: 2, id: 'now', question: 'Will the new bridge open on time?', reason: 'ended' },
    ]);
  });

  it('adds only the first of two questions with the same id in one pack', () => {
    const result = importPack(gameWith(), parsed([packEntry({ id: 'p1' }), packEntry({ id: 'p1', question: 'Will the second copy sneak in?' })]), NOW);
    expect(result.added.map((market) => market.question)).toEqual(['Will the new bridge open on time?']);
    expect(result.skipped).toEqual([{ position: 2, id: 'p1', question: 'Will the second copy sneak in?', reason: 'duplicate-in-pack' }]);
  });

  it('skips a question an unresolved market already asks, or one asked earlier in the pack, with the reason', () => {
    const data = gameWith({ markets: [makeMarket({ id: 'm1', question: 'Will it rain tomorrow?' }), makeMarket({ id: 'm2', question: 'Was it sunny?', isResolved: true, outcome: 'NO' })] });
    const pack = parsed([
      packEntry({ id: 'p1', question: 'will it RAIN   tomorrow' + '?' }),
      packEntry({ id: 'p2', question: 'Was it sunny?' }),
      packEntry({ id: 'p3', question: 'Was it  sunny??' }),
    ]);
    const result = importPack(data, pack, NOW);
    expect(result.added.map((market) => market.id)).toEqual(['p2']);
    expect(result.skipped).toEqual([
      { position: 1, id: 'p1', question: 'will it RAIN   tomorrow?', reason: 'asked-already', problem: { reason: 'asked-already' } },
      { position: 3, id: 'p3', question: 'Was it  sunny??', reason: 'asked-already', problem: { reason: 'asked-already' } },
    ]);
  });

  it.each([
    ['a question shorter than 10 characters', { question: 'Rain?' }, 'The question needs at least 10 characters.'],
    ['a question without a question mark', { question: 'The bridge opens on time' }, "End the question with a question mark '?'."],
    ['a question longer than 200 characters', { question: `${'a'.repeat(200)}?` }, 'The question can have at most 200 characters; this one has 201.'],
    ['an empty question', { question: '   ' }, 'Enter a question.'],
    ['a description longer than 500 characters', { description: 'd'.repeat(501) }, 'The description can have at most 500 characters; this one has 501.'],
    ['an end time more than a year ahead', { endTime: new Date(NOW + 400 * DAY_MS).toISOString() }, 'The end time must be within a year from now.'],
  ])('skips %s with the Create Prediction form’s own message', (_, overrides, problem) => {
    const result = importPack(gameWith(), parsed([packEntry(overrides)]), NOW);
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual([expect.objectContaining({ position: 1, id: 'p1', reason: 'invalid' })]);
    const [skip] = result.skipped;
    expect(skip?.problem && packEntryProblemText(skip.problem)).toBe(problem);
  });

  it('skips an entry the file check refused, naming it by position when it has no id', () => {
    const result = importPack(gameWith(), parsed([{ question: 'Will this have an id?' }, packEntry({ id: 'fine' })]), NOW);
    expect(result.added.map((market) => market.id)).toEqual(['fine']);
    expect(result.skipped).toEqual([{ position: 1, id: null, question: 'Will this have an id?', reason: 'invalid', problem: { reason: 'id-missing-in-pack' } }]);
  });

  it('leaves accounts, ledger, positions and settings exactly as they were', () => {
    const data: GameData = gameWith({ settings: { platformName: 'Crystal Ball', dailyBonus: 75 } });
    const result = importPack(data, parsed([packEntry()]), NOW);
    expect({ ...result.data, markets: data.markets }).toEqual(data);
    expect(result.data.accounts).toBe(data.accounts);
  });

  it('adds nothing when the same pack is imported again', () => {
    const pack = parsed([packEntry({ id: 'p1' }), packEntry({ id: 'p2', question: 'Will the old bridge close on time?' })]);
    const first = importPack(gameWith(), pack, NOW);
    expect(first.added).toHaveLength(2);
    const again = importPack(first.data, pack, NOW + 1000);
    expect(again.added).toEqual([]);
    expect(again.skipped.map((skip) => skip.reason)).toEqual(['exists', 'exists']);
    expect(again.data).toBe(first.data);
  });
});

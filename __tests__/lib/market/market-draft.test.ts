import * as v from 'valibot';
import type { GameData } from '@/lib/model/game';
import {
  createMarket,
  DESCRIPTION_MAX_LENGTH,
  MAX_END_AHEAD_MS,
  QUESTION_LENGTH,
  validateMarketDraft,
  type MarketDraft,
} from '@/lib/market/market-draft';
import { draftErrorsText } from '@/lib/market/draft-words';
import { gameStateSchema } from '@/lib/storage/schema';
import { DAY_MS } from '@/lib/display/time';
import { copyOf, gameWith, makeCtx, makeMarket, NOW } from '../game-fixtures';

const TOMORROW = new Date(NOW + DAY_MS).toISOString();

function draftWith(overrides: Partial<MarketDraft> = {}): MarketDraft {
  return {
    question: 'Will the bridge open on time?',
    category: 'News',
    endTime: TOMORROW,
    description: 'Resolves YES if the bridge opens to traffic by the end time.',
    ...overrides,
  };
}

/** A question of exactly `length` characters ending in '?'. */
function questionOf(length: number): string {
  return `${'a'.repeat(length - 1)}?`;
}

/** 10,000 characters of would-be markup, ending in '?' so only the length is wrong. */
function hostileQuestion(): string {
  const markup = '<script>alert(1)</script><img src=x onerror=alert(1)>';
  return `${markup}${'x'.repeat(10_000 - markup.length - 1)}?`;
}

/** The draft's reasons as the form shows them, in words. */
function errorsOf(draft: MarketDraft, nowMs = NOW) {
  const checked = validateMarketDraft(draft, nowMs);
  if (checked.ok) throw new Error(`expected a refusal, got ${JSON.stringify(checked.value)}`);
  return draftErrorsText(checked.errors);
}

describe('validateMarketDraft: the reasons behind the words', () => {
  it('returns each problem as a reason with the limits and lengths its sentence needs', () => {
    const checked = validateMarketDraft({ question: `${'a'.repeat(200)}?`, category: 'Weather', endTime: '', description: 'd'.repeat(501) }, NOW);
    expect(checked).toEqual({
      ok: false,
      errors: {
        question: { reason: 'question-too-long', max: 200, length: 201 },
        category: { reason: 'category-unknown' },
        endTime: { reason: 'end-time-missing' },
        description: { reason: 'description-too-long', max: 500, length: 501 },
      },
    });
  });
});

function valueOf(draft: MarketDraft, nowMs = NOW) {
  const checked = validateMarketDraft(draft, nowMs);
  if (!checked.ok) throw new Error(`expected a valid draft, got ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

describe('validateMarketDraft: question', () => {
  it('asks for a question when it is empty or only spaces', () => {
    expect(errorsOf(draftWith({ question: '' })).question).toBe('Enter a question.');
    expect(errorsOf(draftWith({ question: '   \t ' })).question).toBe('Enter a question.');
  });

  it('refuses 9 characters and accepts exactly 10', () => {
    expect(QUESTION_LENGTH).toEqual({ min: 10, max: 200 });
    expect(errorsOf(draftWith({ question: questionOf(9) })).question).toBe('The question needs at least 10 characters.');
    expect(valueOf(draftWith({ question: questionOf(10) })).question).toBe(questionOf(10));
  });

  it('accepts exactly 200 characters and refuses 201 with the count', () => {
    expect(valueOf(draftWith({ question: questionOf(200) })).question).toHaveLength(200);
    expect(errorsOf(draftWith({ question: questionOf(201) })).question).toBe(
      'The question can have at most 200 characters; this one has 201.',
    );
  });

  it('needs a closing question mark', () => {
    expect(errorsOf(draftWith({ question: 'Will the bridge open on time' })).question).toBe("End the question with a question mark '?'.");
    expect(errorsOf(draftWith({ question: 'Will the bridge open? On time.' })).question).toBe("End the question with a question mark '?'.");
  });

  it('trims the question before measuring and keeps it trimmed', () => {
    expect(valueOf(draftWith({ question: '   Will the bridge open?  \n' })).question).toBe('Will the bridge open?');
    // Nine characters padded with spaces to well over ten are still nine.
    expect(errorsOf(draftWith({ question: `   ${questionOf(9)}     ` })).question).toBe('The question needs at least 10 characters.');
    // 200 characters padded with spaces are still accepted.
    expect(valueOf(draftWith({ question: `  ${questionOf(200)}  ` })).question).toBe(questionOf(200));
  });

  it('refuses a 10,000-character question with markup in it, by its length', () => {
    const question = hostileQuestion();
    expect(question).toHaveLength(10_000);
    expect(question).toContain('<script>alert(1)</script>');
    expect(question).toContain('onerror=');
    expect(errorsOf(draftWith({ question })).question).toBe('The question can have at most 200 characters; this one has 10,000.');
  });
});

describe('validateMarketDraft: category', () => {
  it.each(['Sports', 'Finance', 'News', 'Entertainment'])('accepts %s', (category) => {
    expect(valueOf(draftWith({ category })).category).toBe(category);
  });

  it.each(['', 'sports', 'Politics', ' News', 'News ', '__proto__', 'toString'])('refuses %p', (category) => {
    expect(errorsOf(draftWith({ category })).category).toBe('Choose one of the four categories.');
  });

  it('refuses a bad category even when everything else is fine, with only that error', () => {
    expect(errorsOf(draftWith({ category: 'Weather' }))).toEqual({ category: 'Choose one of the four categories.' });
  });
});

describe('validateMarketDraft: end time', () => {
  it.each(['', '   ', 'soon', 'not a date', '2026-13-45T99:99'])('asks for an end time for %p', (endTime) => {
    expect(errorsOf(draftWith({ endTime })).endTime).toBe('Choose the date and time the prediction ends.');
  });

  it('refuses a time in the past and the present moment', () => {
    expect(errorsOf(draftWith({ endTime: new Date(NOW - 1).toISOString() })).endTime).toBe('The end time must be in the future.');
    expect(errorsOf(draftWith({ endTime: new Date(NOW - DAY_MS).toISOString() })).endTime).toBe('The end time must be in the future.');
    expect(errorsOf(draftWith({ endTime: new Date(NOW).toISOString() })).endTime).toBe('The end time must be in the future.');
  });

  it('accepts one millisecond from now', () => {
    expect(valueOf(draftWith({ endTime: new Date(NOW + 1).toISOString() })).endTime).toBe(new Date(NOW + 1).toISOString());
  });

  it('accepts exactly a year ahead and refuses one millisecond more', () => {
    expect(MAX_END_AHEAD_MS).toBe(365 * DAY_MS);
    const aYear = new Date(NOW + MAX_END_AHEAD_MS).toISOString();
    expect(valueOf(draftWith({ endTime: aYear })).endTime).toBe(aYear);
    expect(errorsOf(draftWith({ endTime: new Date(NOW + MAX_END_AHEAD_MS + 1).toISOString() })).endTime).toBe(
      'The end time must be within a year from now.',
    );
    expect(errorsOf(draftWith({ endTime: '2062-11-22T12:00:00.000Z' })).endTime).toBe('The end time must be within a year from now.');
  });

  it('reads a date-time-local value in the local zone and returns it as ISO', () => {
    const local = new Date(2026, 11, 1, 18, 30).getTime();
    expect(valueOf(draftWith({ endTime: '2026-12-01T18:30' })).endTime).toBe(new Date(local).toISOString());
  });
});

describe('validateMarketDraft: description', () => {
  it('accepts 500 characters and refuses 501 with the count', () => {
    expect(DESCRIPTION_MAX_LENGTH).toBe(500);
    expect(valueOf(draftWith({ description: 'd'.repeat(500) })).description).toHaveLength(500);
    expect(errorsOf(draftWith({ description: 'd'.repeat(501) })).description).toBe(
      'The description can have at most 500 characters; this one has 501.',
    );
  });

  it('trims the description and leaves an empty one out', () => {
    expect(valueOf(draftWith({ description: '  Details.  ' })).description).toBe('Details.');
    const blank = valueOf(draftWith({ description: '   \n ' }));
    expect(blank).not.toHaveProperty('description');
    expect(valueOf(draftWith({ description: '' }))).not.toHaveProperty('description');
  });
});

describe('validateMarketDraft: several fields', () => {
  it('reports every field problem at once', () => {
    const errors = errorsOf({ question: 'Short', category: 'Weather', endTime: '', description: 'x'.repeat(600) });
    expect(Object.keys(errors).sort()).toEqual(['category', 'description', 'endTime', 'question']);
  });

  it('returns exactly the cleaned fields for a valid draft', () => {
    expect(valueOf(draftWith({ question: ' Will the bridge open on time? ', description: ' Soon. ' }))).toEqual({
      question: 'Will the bridge open on time?',
      category: 'News',
      endTime: TOMORROW,
      description: 'Soon.',
    });
  });
});

describe('createMarket', () => {
  it('puts a new open market first, with the context’s id and clock', () => {
    const data = gameWith();
    const ctx = makeCtx();
    const result = createMarket(data, draftWith({ endTime: '2026-12-01T18:30:00.000+05:30' }), ctx);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.market).toEqual({
      id: 'id-1',
      question: 'Will the bridge open on time?',
      category: 'News',
      endTime: '2026-12-01T13:00:00.000Z',
      description: 'Resolves YES if the bridge opens to traffic by the end time.',
      isResolved: false,
      totalYes: 0,
      totalNo: 0,
      totalPool: 0,
      yesCoins: 0,
      noCoins: 0,
      createdAt: new Date(NOW).toISOString(),
      leagueId: null,
    });
    expect(result.data.markets[0]).toBe(result.market);
    expect(result.data.markets.slice(1)).toEqual(data.markets);
    expect(result.data.markets).toHaveLength(data.markets.length + 1);
  });

  it('leaves an empty description off the market', () => {
    const result = createMarket(gameWith(), draftWith({ description: '  ' }), makeCtx());
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.market).not.toHaveProperty('description');
    expect(Object.keys(result.market)).not.toContain('description');
  });

  it('does not change the data it was given', () => {
    const data = gameWith();
    const before = copyOf(data);
    const result = createMarket(data, draftWith(), makeCtx());
    expect(result.ok).toBe(true);
    expect(data).toEqual(before);
  });

  it('creates data the storage schema accepts, with and without a description', () => {
    let data: GameData = gameWith();
    const ctx = makeCtx();
    for (const draft of [draftWith(), draftWith({ question: 'Will the tunnel open on time?', description: '' }), draftWith({ question: questionOf(200), description: 'd'.repeat(500) })]) {
      const result = createMarket(data, draft, ctx);
      if (!result.ok) throw new Error(JSON.stringify(result));
      data = result.data;
    }
    const parsed = v.safeParse(gameStateSchema, data);
    expect(parsed.issues).toBeUndefined();
    expect(parsed.success).toBe(true);
    expect(data.markets.map((market) => market.id)).toEqual(['id-3', 'id-2', 'id-1', 'm1', 'm2', 'm3']);
  });

  it('refuses an invalid draft with its errors, takes no id and changes nothing', () => {
    const data = gameWith();
    const before = copyOf(data);
    const ctx = makeCtx();
    const newId = jest.spyOn(ctx, 'newId');
    const result = createMarket(data, draftWith({ question: 'No mark here' }), ctx);
    expect(result).toEqual({ ok: false, reason: 'invalid', errors: { question: { reason: 'question-mark-missing' } } });
    expect(newId).not.toHaveBeenCalled();
    expect(data).toEqual(before);
  });

  it('refuses a question an unresolved market already asks, whatever its case, spacing or final mark, at the question field', () => {
    const data = gameWith();
    const before = copyOf(data);
    const ctx = makeCtx();
    const newId = jest.spyOn(ctx, 'newId');
    for (const question of ['Will it rain tomorrow?', '  will IT   rain tomorrow ??', 'Will it rain, tomorrow?']) {
      expect(createMarket(data, draftWith({ question }), ctx)).toEqual({ ok: false, reason: 'invalid', errors: { question: { reason: 'asked-already' } } });
    }
    // Every other error still shows beside it.
    expect(createMarket(data, draftWith({ question: 'Will it rain tomorrow?', endTime: '' }), ctx)).toEqual({
      ok: false,
      reason: 'invalid',
      errors: { question: { reason: 'asked-already' }, endTime: { reason: 'end-time-missing' } },
    });
    expect(newId).not.toHaveBeenCalled();
    expect(data).toEqual(before);
  });

  it('asks again a question whose market is settled, and one that only looks alike', () => {
    const settled = gameWith({ markets: [makeMarket({ question: 'Will it rain tomorrow?', isResolved: true, outcome: 'VOID' })] });
    expect(createMarket(settled, draftWith({ question: 'Will it rain tomorrow?' }), makeCtx()).ok).toBe(true);
    expect(createMarket(gameWith(), draftWith({ question: 'Will it rain the day after tomorrow?' }), makeCtx()).ok).toBe(true);
  });

  it('refuses a 10,000-character question with a script in it and returns no data', () => {
    const data = gameWith();
    const before = copyOf(data);
    const question = hostileQuestion();
    const result = createMarket(data, draftWith({ question }), makeCtx());
    expect(result.ok).toBe(false);
    expect(result).not.toHaveProperty('data');
    expect(!result.ok && draftErrorsText(result.errors)).toEqual({ question: 'The question can have at most 200 characters; this one has 10,000.' });
    expect(data).toEqual(before);
    expect(JSON.stringify(data)).not.toContain('<script>');
  });

  it.each<[string, Partial<MarketDraft>]>([
    ['an end time in the past', { endTime: new Date(NOW - 60_000).toISOString() }],
    ['an end time of now', { endTime: new Date(NOW).toISOString() }],
    ['an end time two years ahead', { endTime: new Date(NOW + 2 * 365 * DAY_MS).toISOString() }],
    ['an unknown category', { category: 'Weather' }],
    ['a 501-character description', { description: 'd'.repeat(501) }],
  ])('refuses %s and changes nothing', (_label, overrides) => {
    const data = gameWith();
    const before = copyOf(data);
    const result = createMarket(data, draftWith(overrides), makeCtx());
    expect(result.ok).toBe(false);
    expect(data).toEqual(before);
  });
});

import { questionKey, questionWords, unresolvedQuestionKeys } from '@/lib/market/question-text';
import { makeMarket } from '../game-fixtures';

describe('questionKey', () => {
  it('is the same whatever the case, spacing and final question mark', () => {
    const key = questionKey('Will India win the next T20 international?');
    expect(questionKey('  will   INDIA win the next t20 International ')).toBe(key);
    expect(questionKey('Will India win the next T20 international??')).toBe(key);
    expect(key).toBe('will india win the next t20 international');
  });

  it('drops accents and punctuation, closing up thousands separators and apostrophes', () => {
    expect(questionKey('Will the Équipe de France win?')).toBe('will the equipe de france win');
    expect(questionKey('Will the Sensex close above 80,000 today?')).toBe('will the sensex close above 80000 today');
    expect(questionKey('Will the home side score in tonight’s derby?')).toBe(questionKey("Will the home side score in tonight's derby?"));
    expect(questionKey('Will Bitcoin close the week above $100,000?')).toBe('will bitcoin close the week above 100000');
  });

  it('tells different questions apart', () => {
    expect(questionKey('Will India win?')).not.toBe(questionKey('Will India lose?'));
    expect(questionKey('Will it rain 50 mm?')).not.toBe(questionKey('Will it rain 500 mm?'));
    expect(questionKey('Will inflation exceed 2.5% this year?')).not.toBe(questionKey('Will inflation exceed 25% this year?'));
  });

  it('keeps a decimal point inside its number, and drops a full stop after one', () => {
    expect(questionWords('Above 2.5% or 1,00,000.')).toEqual(['above', '2.5', 'or', '100000']);
    expect(questionWords('Is it .5 or 5.?')).toEqual(['is', 'it', '5', 'or', '5']);
  });
});

describe('questionWords', () => {
  it('splits a search into its words', () => {
    expect(questionWords('T20 india?')).toEqual(['t20', 'india']);
    expect(questionWords('  CAFÉ, 80,000! ')).toEqual(['cafe', '80000']);
    expect(questionWords(' ?! ')).toEqual([]);
  });
});

describe('unresolvedQuestionKeys', () => {
  it('holds the open and ended-but-unresolved questions, not the settled ones', () => {
    const keys = unresolvedQuestionKeys([
      makeMarket({ id: 'a', question: 'Will it rain?' }),
      makeMarket({ id: 'b', question: 'Did it snow?', endTime: '2001-01-01T00:00:00.000Z' }),
      makeMarket({ id: 'c', question: 'Was it sunny?', isResolved: true, outcome: 'YES' }),
    ]);
    expect([...keys]).toEqual(['will it rain', 'did it snow']);
  });
});

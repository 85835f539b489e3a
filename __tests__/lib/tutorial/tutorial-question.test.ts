import * as v from 'valibot';
import { marketSchema } from '@/lib/model/market';
import { TUTORIAL_LENGTH_MS, withTutorial } from '@/lib/tutorial/tutorial-question';
import { TUTORIAL_SEED } from '@/lib/store/sample-data';
import { makeCtx, NOW } from '../game-fixtures';
import { annWithTutorial, SEED } from './tutorial-data';

describe('the tutorial question', () => {
  it('opens with the account: open, empty, ending two minutes after sign-up and belonging to that account alone', () => {
    const { data, ann, tutorialOf } = annWithTutorial();
    const tutorial = tutorialOf(data, ann);
    expect(tutorial).toMatchObject({ question: SEED.question, isResolved: false, totalPool: 0, leagueId: null, tutorialFor: ann });
    expect(Date.parse(tutorial.endTime) - NOW).toBe(TUTORIAL_LENGTH_MS);
    expect(TUTORIAL_LENGTH_MS).toBe(120_000);
    expect(v.is(marketSchema, tutorial)).toBe(true);
  });

  it('is made once per account', () => {
    const { data, ann } = annWithTutorial();
    expect(withTutorial(data, SEED, ann, makeCtx(NOW, 'again'))).toBe(data);
  });

  it('is stored with its words in both languages', () => {
    const { data, ann } = annWithTutorial();
    const tutorial = withTutorial({ ...data, markets: [] }, TUTORIAL_SEED, ann, makeCtx(NOW)).markets[0];
    expect(tutorial?.question).toBe('Will the practice coin land heads?');
    expect(tutorial?.translations?.hi?.question).toBe('क्या प्रैक्टिस का सिक्का चित आएगा?');
    expect(v.is(marketSchema, tutorial)).toBe(true);
  });
});

// A new player with their tutorial question, as sign-up opens them, for the tutorial's tests.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import type { GameData } from '@/lib/model/game';
import type { Market } from '@/lib/model/market';
import { withTutorial, type TutorialSeed } from '@/lib/tutorial/tutorial-question';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok } from '../game-fixtures';

export const SEED: TutorialSeed = { question: 'Will the practice coin land heads?', category: 'Entertainment' };

/** Ann signed up at NOW with her tutorial; Bob too when asked. */
export function annWithTutorial(withBob = false) {
  const ctx = makeCtx(NOW);
  let data: GameData = gameWith();
  const ids: string[] = [];
  for (const name of withBob ? ['ann', 'bob'] : ['ann']) {
    const opened = ok(signUp(data, { username: name, email: `${name}@example.com`, phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
    data = withTutorial(opened.data, SEED, opened.account.id, ctx);
    ids.push(opened.account.id);
  }
  const tutorialOf = (game: GameData, accountId: string) => game.markets.find((market) => market.tutorialFor === accountId) as Market;
  return { data, ctx, ann: ids[0] as string, bob: ids[1] ?? '', tutorialOf };
}

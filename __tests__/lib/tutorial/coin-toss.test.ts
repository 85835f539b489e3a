import fc from 'fast-check';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { settleMarket } from '@/lib/settlement/settlement';
import { coinSide } from '@/lib/tutorial/coin-side';
import { dueTutorial, tossDueTutorial } from '@/lib/tutorial/coin-toss';
import { TUTORIAL_LENGTH_MS } from '@/lib/tutorial/tutorial-question';
import { makeCtx, NOW, ok, practiceBalance } from '../game-fixtures';
import { annWithTutorial } from './tutorial-data';

const AFTER_END = NOW + TUTORIAL_LENGTH_MS + 1;
const HEADS = 0;
const TAILS = 255;

function annBetsYes(amount = 100) {
  const game = annWithTutorial();
  const tutorial = game.tutorialOf(game.data, game.ann);
  const data = ok(placeBet(game.data, { accountId: game.ann, marketId: tutorial.id, choice: 'YES', amount }, game.ctx)).data;
  return { ...game, data, tutorialId: tutorial.id };
}

const coinsOf = (data: GameData, accountId: string) => data.accounts.find((account) => account.id === accountId)?.coins;

describe('the coin', () => {
  it('lands heads below 128 and tails from 128', () => {
    expect(coinSide(0)).toBe('heads');
    expect(coinSide(127)).toBe('heads');
    expect(coinSide(128)).toBe('tails');
    expect(coinSide(255)).toBe('tails');
  });
});

describe('tossing the tutorial', () => {
  it('waits for its end: before it nothing is due and nothing changes', () => {
    const { data, ann } = annBetsYes();
    expect(dueTutorial(data.markets, ann, NOW + TUTORIAL_LENGTH_MS - 1)).toBeUndefined();
    const result = tossDueTutorial(data, ann, HEADS, makeCtx(NOW + TUTORIAL_LENGTH_MS - 1));
    expect(result).toEqual({ ok: true, data, tossed: null });
  });

  it('on heads pays a YES bet 1.8 times its coins and records the draw and when, with the result', () => {
    const { data, ann, tutorialId } = annBetsYes(100);
    const result = tossDueTutorial(data, ann, HEADS, makeCtx(AFTER_END));
    expect(result.tossed).toEqual({ side: 'heads', summary: { settled: 1, paidOut: 180, refunded: 0 } });
    const market = result.data.markets.find((each) => each.id === tutorialId);
    const at = new Date(AFTER_END).toISOString();
    expect(market).toMatchObject({ isResolved: true, outcome: 'YES', resolvedAt: at, coinDraw: { byte: HEADS, drawnAt: at } });
    expect(coinsOf(result.data, ann)).toBe(1000 - 100 + 180);
    expect(result.data.positions.find((position) => position.marketId === tutorialId)?.status).toBe('won');
  });

  it('on tails pays nothing', () => {
    const { data, ann, tutorialId } = annBetsYes(100);
    const result = tossDueTutorial(data, ann, TAILS, makeCtx(AFTER_END));
    expect(result.data.markets.find((each) => each.id === tutorialId)).toMatchObject({ outcome: 'NO', coinDraw: { byte: TAILS } });
    expect(coinsOf(result.data, ann)).toBe(900);
  });

  it('tosses only its own account’s tutorial', () => {
    const { data, ann, bob, tutorialOf } = annWithTutorial(true);
    const result = tossDueTutorial(data, ann, HEADS, makeCtx(AFTER_END));
    expect(tutorialOf(result.data, ann).isResolved).toBe(true);
    expect(tutorialOf(result.data, bob).isResolved).toBe(false);
  });

  it('a replay with the toss it kept gives the same result, and on a settled tutorial keeps the recorded toss', () => {
    const { data, ann, tutorialId } = annBetsYes(100);
    const first = tossDueTutorial(data, ann, HEADS, makeCtx(AFTER_END));
    const replay = tossDueTutorial(data, ann, HEADS, makeCtx(AFTER_END, 'replay'));
    expect(replay.data.markets).toEqual(first.data.markets);
    expect(coinsOf(replay.data, ann)).toBe(coinsOf(first.data, ann));
    // Another tab tossed tails first: this tab's replay, on its records, finds it settled and keeps its toss.
    const otherTab = tossDueTutorial(data, ann, TAILS, makeCtx(AFTER_END, 'tab-b')).data;
    const onOtherTab = tossDueTutorial(otherTab, ann, HEADS, makeCtx(AFTER_END + 5));
    expect(onOtherTab).toEqual({ ok: true, data: otherTab, tossed: null });
    expect(onOtherTab.data.markets.find((each) => each.id === tutorialId)?.coinDraw?.byte).toBe(TAILS);
  });

  it('never creates coins and pays once, whatever bets, tosses and repeats come', () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant('bet' as const), choice: fc.constantFrom('YES' as const, 'NO' as const), amount: fc.integer({ min: 10, max: 400 }) }),
      fc.record({ kind: fc.constant('toss' as const), byte: fc.integer({ min: 0, max: 255 }), late: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const game = annWithTutorial();
        const tutorialId = game.tutorialOf(game.data, game.ann).id;
        let data = game.data;
        let staked = 0;
        let tossedAt: number | null = null;
        steps.forEach((each, index) => {
          const ctx = makeCtx(each.kind === 'toss' && each.late ? AFTER_END + index : NOW + index, `s${index}`);
          if (each.kind === 'bet') {
            const placed = placeBet(data, { accountId: game.ann, marketId: tutorialId, choice: each.choice, amount: each.amount }, ctx);
            if (placed.ok) {
              data = placed.data;
              staked += each.amount;
            }
            return;
          }
          const tossed = tossDueTutorial(data, game.ann, each.byte, ctx);
          if (tossed.tossed) {
            expect(tossedAt).toBeNull();
            tossedAt = ctx.nowMs;
          }
          data = tossed.data;
        });
        const market = game.tutorialOf(data, game.ann);
        const won = data.ledger.filter((entry) => entry.kind === 'win').reduce((sum, entry) => sum + entry.amount, 0);
        const winners = data.positions.filter((position) => position.status === 'won').reduce((sum, position) => sum + Math.floor(position.amount * 1.8), 0);
        expect(won).toBe(winners);
        expect(data.ledger.filter((entry) => entry.kind === 'win').length).toBe(data.positions.filter((position) => position.status === 'won').length);
        expect(coinsOf(data, game.ann)).toBe(practiceBalance(data.ledger, game.ann));
        expect(coinsOf(data, game.ann)).toBe(1000 - staked + won);
        // An admin's later settlement is refused: the toss stands.
        if (market.isResolved) expect(settleMarket(data, tutorialId, 'VOID', makeCtx(AFTER_END + 99)).ok).toBe(false);
        else expect(market.coinDraw).toBeUndefined();
      }),
    );
  });
});

// A restore never contradicts itself: it never changes a question of this browser (an unsigned
// backup settles nothing), so a practice prediction keeps its result only where the question here
// has the same one. Settled in the backup but open here, it comes back open without its win;
// open in the backup but settled here, it is settled by this browser's result. Either way the
// summary names it, the wallet equals its ledger and no wallet ends below zero.

import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { restoreBackup } from '@/lib/backup/restore';
import type { GameData } from '@/lib/model/game';
import type { Market, MarketOutcome } from '@/lib/model/market';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, NOW, ok, OPEN_MARKETS, practiceBalance } from '../game-fixtures';
import { play, type PlayStep } from '../played-games';

const M1 = 'Will it rain tomorrow?';
const M2 = 'Will the home team win?';

/** Ann's backup from another browser after `steps`. */
function backupAfter(steps: PlayStep[]): GameData {
  const { data, ids } = play(steps);
  return ok(readBackup(JSON.stringify(makeBackup(data, ids[0] ?? null, NOW)))).backup.game;
}

/** Another browser that seeded the same catalogue, m1 resolved here as `outcome` when given. */
function browserWith(m1Outcome?: MarketOutcome) {
  const markets: Market[] = OPEN_MARKETS.map((market) => (market.id === 'm1' && m1Outcome ? { ...market, isResolved: true, outcome: m1Outcome, resolvedAt: new Date(NOW).toISOString() } : market));
  const opened = ok(signUp(gameWith({ markets }), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  return { data: opened.data, targetId: opened.account.id };
}

const wonOnM1: PlayStep[] = [
  { kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 },
  { kind: 'settle', market: 'm1', outcome: 'YES', atMs: 20 },
];

function restoreInto(browser: ReturnType<typeof browserWith>, backup: GameData) {
  const result = ok(restoreBackup(browser.data, browser.targetId, backup, makeCtx(NOW + 1000)));
  const own = result.data.positions.filter((position) => position.accountId === browser.targetId);
  const account = result.data.accounts.find((each) => each.id === browser.targetId);
  return { ...result, own, coins: account?.coins, ledger: result.data.ledger.filter((entry) => entry.accountId === browser.targetId) };
}

/** A card is never both open and won: a position is open exactly when its question here has no result. */
function agreesWithItsQuestions(data: GameData, accountId: string): boolean {
  return data.positions
    .filter((position) => position.accountId === accountId)
    .every((position) => (position.status === 'open') === !data.markets.find((market) => market.id === position.marketId)?.isResolved);
}

describe('a practice prediction restored beside this browser’s question', () => {
  it('won in the backup but still open for bets here: comes back open, its win not brought, and the summary names it', () => {
    const here = browserWith();
    const restored = restoreInto(here, backupAfter(wonOnM1));
    expect(restored.own).toEqual([expect.objectContaining({ marketId: 'm1', status: 'open', settledAt: null })]);
    expect(restored.ledger.filter((entry) => entry.kind === 'win')).toEqual([]);
    expect(restored.coins).toBe(900);
    expect(practiceBalance(restored.data.ledger, here.targetId)).toBe(900);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [], reopened: [M1], settledHere: [] });
    expect(agreesWithItsQuestions(restored.data, here.targetId)).toBe(true);
  });

  it('never changes a question of this browser', () => {
    const here = browserWith();
    expect(restoreInto(here, backupAfter(wonOnM1)).data.markets).toBe(here.data.markets);
  });

  it('keeps a result this browser’s question has too, with its win', () => {
    const here = browserWith('YES');
    const backup = backupAfter(wonOnM1);
    const restored = restoreInto(here, backup);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'won', settledAt: backup.positions[0]?.settledAt })]);
    expect(restored.coins).toBe(1080);
    expect(restored.summary.predictions.settledHere).toEqual([]);
  });

  it.each([
    ['NO', 'lost', 900],
    ['VOID', 'refunded', 1000],
  ] as const)('won in the backup but %s here: settled by this browser’s result, %s, the wallet %d', (outcome, status, coins) => {
    const here = browserWith(outcome);
    const restored = restoreInto(here, backupAfter(wonOnM1));
    expect(restored.own).toEqual([expect.objectContaining({ status, settledAt: new Date(NOW + 1000).toISOString() })]);
    expect(restored.coins).toBe(coins);
    expect(practiceBalance(restored.data.ledger, here.targetId)).toBe(coins);
    expect(restored.summary.predictions.settledHere).toEqual([M1]);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('open in the backup but resolved here: settled by this browser’s result, its win credited once under the position’s own entry id', () => {
    const here = browserWith('YES');
    const restored = restoreInto(here, backupAfter([{ kind: 'bet', player: 0, market: 'm1', choice: 'YES', amount: 100, atMs: 10 }]));
    const [position] = restored.own;
    expect(position).toMatchObject({ status: 'won' });
    expect(restored.ledger.filter((entry) => entry.kind === 'win')).toEqual([expect.objectContaining({ id: `${position?.id}:win`, amount: 180, description: `Won prediction: ${M1}` })]);
    expect(restored.coins).toBe(1080);
    expect(restored.summary.predictions.settledHere).toEqual([M1]);
    expect(agreesWithItsQuestions(restored.data, here.targetId)).toBe(true);
  });

  it('leaves out the newest predictions a wallet cannot pay for without a win it no longer has, and names them', () => {
    const here = browserWith();
    const spent = backupAfter([...wonOnM1, { kind: 'bet', player: 0, market: 'm2', choice: 'NO', amount: 1000, atMs: 30 }]);
    const restored = restoreInto(here, spent);
    expect(restored.own.map((position) => [position.marketId, position.status])).toEqual([['m1', 'open']]);
    expect(restored.coins).toBe(900);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [M2], reopened: [M1], settledHere: [] });
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });
});

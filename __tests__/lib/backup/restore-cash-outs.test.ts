// A restore brings each cash-out with its coins: its credit, and its debit once the organiser
// refused it. A practice or league wallet holds as many coins after the restore as in the backup,
// a position cashed out whole stays cashed out, what stands of a position partly cashed out still
// settles, and a void after a cash-out keeps its refund of what stood. A cash-out whose coins the
// backup lacks leaves its position out, with its bet, like a position without its stake.

import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { restoreBackup } from '@/lib/backup/restore';
import { cashOutPosition } from '@/lib/betting/cash-out';
import { placeBet } from '@/lib/betting/place-bet';
import { takeBackRefusedCashOuts } from '@/lib/league/player/taken-back';
import type { GameData } from '@/lib/model/game';
import type { Market, MarketOutcome } from '@/lib/model/market';
import type { Snapshot } from '@/lib/model/picks';
import { settleMarket } from '@/lib/settlement/settlement';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { gameStateSchema } from '@/lib/storage/schema';
import { cashOutEntryId } from '@/lib/wallet/entry-text';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok, OPEN_MARKETS, practiceBalance } from '../game-fixtures';
import { asPicks, holdCounted } from '../league/counted-snapshot';
import { joinAndBet, LEAGUE_ID, makeLeague, QUESTION, QUESTION_ID, walletSum } from '../store/league-records';
import { browser, readGame } from './league-backup';

const M1 = 'Will it rain tomorrow?';
const CHECKED = new Set([LEAGUE_ID]);

/** Ann, alone on m1 with 100 on YES, cashing out `part` (the crowd all hers: 90% back), then m1 settled as `outcome` when given. */
function annCashedOut(part: number, outcome?: MarketOutcome) {
  const ctx = makeCtx(NOW, 'ann');
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const bet = ok(placeBetOn(ann.data, ann.account.id, ctx));
  const cashed = ok(cashOutPosition(bet.data, { accountId: ann.account.id, positionId: bet.position.id, part }, ctx));
  const data = outcome === undefined ? cashed.data : ok(settleMarket(cashed.data, 'm1', outcome, ctx)).data;
  return { data, accountId: ann.account.id, positionId: bet.position.id, cashOutId: cashed.cashOut.id };
}

function placeBetOn(data: GameData, accountId: string, ctx: ReturnType<typeof makeCtx>) {
  return placeBet(data, { accountId, marketId: 'm1', choice: 'YES', amount: 100 }, ctx);
}

const backupOf = (data: GameData, accountId: string): GameData => ok(readBackup(JSON.stringify(makeBackup(data, accountId, NOW)))).backup.game;

/** Another browser with the same catalogue, m1 resolved here as `outcome` when given. */
function browserWith(m1Outcome?: MarketOutcome) {
  const markets: Market[] = OPEN_MARKETS.map((market) => (market.id === 'm1' && m1Outcome ? { ...market, isResolved: true, outcome: m1Outcome, resolvedAt: new Date(NOW).toISOString() } : market));
  const opened = ok(signUp(gameWith({ markets }), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  return { data: opened.data, targetId: opened.account.id };
}

function restoreInto(here: { data: GameData; targetId: string }, backup: GameData) {
  const result = ok(restoreBackup(here.data, here.targetId, backup, makeCtx(NOW + 1000, 'restore'), CHECKED));
  const own = result.data.positions.filter((position) => position.accountId === here.targetId);
  const coins = result.data.accounts.find((account) => account.id === here.targetId)?.coins;
  return { ...result, own, coins };
}

describe('a practice cash-out restored into another browser', () => {
  it('partly cashed out (50 for 45): 945 coins as in the backup, the rest stands open with its cash-out, and the question still settles it', () => {
    const ann = annCashedOut(50);
    const here = browserWith();
    const restored = restoreInto(here, backupOf(ann.data, ann.accountId));
    expect(restored.coins).toBe(945);
    expect(practiceBalance(restored.data.ledger, here.targetId)).toBe(945);
    expect(restored.data.ledger.filter((entry) => entry.kind === 'cash-out')).toEqual([
      expect.objectContaining({ id: cashOutEntryId(ann.cashOutId, 'paid'), amount: 45, positionId: ann.positionId, accountId: here.targetId }),
    ]);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'open', potentialWin: 90, cashOuts: [expect.objectContaining({ amount: 50, value: 45 })] })]);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [], reopened: [], settledHere: [] });
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
    const settled = ok(settleMarket(restored.data, 'm1', 'YES', makeCtx(NOW + 2000)));
    expect(practiceBalance(settled.data.ledger, here.targetId)).toBe(945 + 90);
  });

  it('cashed out whole (100 for 90): 990 coins, still cashed out, and a result here touches it no more', () => {
    const ann = annCashedOut(100);
    const here = browserWith();
    const restored = restoreInto(here, backupOf(ann.data, ann.accountId));
    expect(restored.coins).toBe(990);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'cashed-out', potentialWin: 0 })]);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [], reopened: [], settledHere: [] });
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
    const settled = ok(settleMarket(restored.data, 'm1', 'YES', makeCtx(NOW + 2000)));
    expect(practiceBalance(settled.data.ledger, here.targetId)).toBe(990);
    expect(settled.data.positions.find((position) => position.id === ann.positionId)?.status).toBe('cashed-out');
  });

  it.each(['YES', 'NO', 'VOID'] as const)('cashed out whole, into a browser that has m1 resolved %s: still cashed out, 990 coins, nothing settled here', (outcome) => {
    const ann = annCashedOut(100);
    const restored = restoreInto(browserWith(outcome), backupOf(ann.data, ann.accountId));
    expect(restored.coins).toBe(990);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'cashed-out' })]);
    expect(restored.summary.predictions.settledHere).toEqual([]);
  });

  it('voided after a partial cash-out (refund 50 of what stood): kept refunded with its refund, 995 coins, neither reopened nor settled again', () => {
    const ann = annCashedOut(50, 'VOID');
    const here = browserWith('VOID');
    const restored = restoreInto(here, backupOf(ann.data, ann.accountId));
    expect(restored.coins).toBe(1000 - 100 + 45 + 50);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(restored.data.ledger.filter((entry) => entry.kind === 'refund').map((entry) => entry.amount)).toEqual([50]);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [], reopened: [], settledHere: [] });
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('won after a partial cash-out: kept won with the win of what stood, 1,035 coins', () => {
    const ann = annCashedOut(50, 'YES');
    const restored = restoreInto(browserWith('YES'), backupOf(ann.data, ann.accountId));
    expect(restored.coins).toBe(1000 - 100 + 45 + 90);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'won' })]);
  });

  it.each([
    ['without its credit', (entries: GameData['ledger']) => entries.filter((entry) => entry.kind !== 'cash-out')],
    ['with a credit of another amount', (entries: GameData['ledger']) => entries.map((entry) => (entry.kind === 'cash-out' ? { ...entry, amount: 4_500 } : entry))],
    ['with its credit under another id', (entries: GameData['ledger']) => entries.map((entry) => (entry.kind === 'cash-out' ? { ...entry, id: 'another-id' } : entry))],
  ])('a cash-out %s leaves its position out, named, with its bet and every coin it moved', (_, edit) => {
    const ann = annCashedOut(50);
    const backup = backupOf(ann.data, ann.accountId);
    const edited: GameData = { ...backup, ledger: edit(backup.ledger) };
    const restored = restoreInto(browserWith(), { ...edited, accounts: edited.accounts.map((account) => ({ ...account, coins: practiceBalance(edited.ledger, account.id) })) });
    expect(restored.own).toEqual([]);
    expect(restored.data.ledger.filter((entry) => entry.positionId === ann.positionId)).toEqual([]);
    expect(restored.coins).toBe(1000);
    expect(restored.summary.predictions.withoutStake).toEqual([M1]);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('a position cashed out whole but marked open in the backup is left out, never settled for 0 coins', () => {
    const ann = annCashedOut(100);
    const backup = backupOf(ann.data, ann.accountId);
    const edited: GameData = { ...backup, positions: backup.positions.map((position) => ({ ...position, status: 'open' as const })) };
    const restored = restoreInto(browserWith('YES'), edited);
    expect(restored.own).toEqual([]);
    expect(restored.summary.predictions.withoutStake).toEqual([M1]);
  });
});

/** Ann's league backup: 100 on the league question, counted by her held snapshot, `part` of it cashed out (45 for 50, 90 for 100), refused by the organiser when `refused`. */
function annsLeagueCashOut(part: number, refused = false) {
  const ctx = makeCtx(NOW, 'ann');
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const played = holdCounted(asPicks(joinAndBet(ann.data, ann.account.id, ctx), ann.account.id, LEAGUE_ID), LEAGUE_ID);
  const position = played.positions.find((each) => each.wallet === LEAGUE_ID);
  if (!position) throw new Error('Ann bet in the league');
  const cashed = ok(cashOutPosition(played, { accountId: ann.account.id, positionId: position.id, part }, ctx));
  let data = cashed.data;
  if (refused) {
    const backs = takeBackRefusedCashOuts(data.positions, LEAGUE_ID, () => 'crowd-moved', NOW);
    data = { ...data, positions: backs.positions, ledger: [...data.ledger, ...backs.debits] };
  }
  const file = makeBackup(data, ann.account.id, NOW);
  if (!file) throw new Error('Ann has an account');
  return { backup: readGame(file), positionId: position.id, cashOutId: cashed.cashOut.id, wallet: walletSum(data.ledger, ann.account.id, LEAGUE_ID) };
}

/** A browser following the league at seq 3, the league question resolved `outcome`, its snapshot counting Ann's bet and judging her cash-out as `cashOutRefused` says. */
function browserThatCounted(outcome: MarketOutcome, positionId: string, cashOutId: string, cashOutRefused = false) {
  const playerId = positionId.split('.')[0] ?? '';
  const snapshot: Snapshot = { seq: 3, crowd: [], standings: [], judged: [{ playerId, through: new Date(NOW).toISOString(), refused: cashOutRefused ? [{ id: cashOutId, reason: 'crowd-moved' }] : [] }] };
  const league = makeLeague({ seq: 3, snapshot, snapshotAt: new Date(NOW).toISOString() });
  const question = makeMarket({ id: QUESTION_ID, question: QUESTION, leagueId: LEAGUE_ID, isResolved: true, outcome, resolvedAt: new Date(NOW).toISOString() });
  return browser({ leagues: [league], markets: [...gameWith().markets, question] });
}

describe('a league cash-out restored into another browser', () => {
  it('partly cashed out: the league wallet holds 945 as in the backup, the cash-out credit comes with its position', () => {
    const ann = annsLeagueCashOut(50);
    expect(ann.wallet).toBe(945);
    const here = browser();
    const restored = restoreInto(here, ann.backup);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(945);
    expect(restored.data.ledger.filter((entry) => entry.kind === 'cash-out')).toEqual([expect.objectContaining({ id: cashOutEntryId(ann.cashOutId, 'paid'), amount: 45, wallet: LEAGUE_ID })]);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'open', potentialWin: 90 })]);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('cashed out whole: 990, and the position stays cashed out', () => {
    const ann = annsLeagueCashOut(100);
    const here = browser();
    const restored = restoreInto(here, ann.backup);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(990);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'cashed-out' })]);
    expect(restored.summary.predictions).toEqual({ withoutStake: [], overdrawing: [], reopened: [], settledHere: [] });
  });

  it('a cash-out the organiser refused comes back refused with its debit: 900, the whole stake standing, taken back once only', () => {
    const ann = annsLeagueCashOut(100, true);
    expect(ann.wallet).toBe(900);
    const here = browser();
    const restored = restoreInto(here, ann.backup);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(900);
    expect(restored.data.ledger.filter((entry) => entry.kind === 'cash-out').map((entry) => [entry.id, entry.amount])).toEqual([
      [cashOutEntryId(ann.cashOutId, 'paid'), 90],
      [cashOutEntryId(ann.cashOutId, 'taken back'), -90],
    ]);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'open', potentialWin: 180, cashOuts: [expect.objectContaining({ notCounted: 'crowd-moved' })] })]);
    // The organiser's refusal arriving again takes nothing more.
    expect(takeBackRefusedCashOuts(restored.data.positions, LEAGUE_ID, () => 'crowd-moved', NOW).debits).toEqual([]);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('a refused cash-out whose debit the backup lacks leaves its position out with its bet', () => {
    const ann = annsLeagueCashOut(100, true);
    const backup = { ...ann.backup, ledger: ann.backup.ledger.filter((entry) => entry.id !== cashOutEntryId(ann.cashOutId, 'taken back')) };
    const here = browser();
    const restored = restoreInto(here, backup);
    expect(restored.own).toEqual([]);
    expect(restored.summary.predictions.withoutStake).toEqual([QUESTION]);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(1000);
  });

  it('partly cashed out, into a browser whose count holds the result YES: settled on what stood, 945 + 90', () => {
    const ann = annsLeagueCashOut(50);
    const here = browserThatCounted('YES', ann.positionId, ann.cashOutId);
    const restored = restoreInto(here, ann.backup);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'won' })]);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(945 + 90);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });

  it('voided after a partial cash-out: refunds what stood, 945 + 50', () => {
    const ann = annsLeagueCashOut(50);
    const here = browserThatCounted('VOID', ann.positionId, ann.cashOutId);
    const restored = restoreInto(here, ann.backup);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'refunded' })]);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(945 + 50);
  });

  it('a cash-out the held count refused is taken back here before the result pays the whole stake: 900 + 180', () => {
    const ann = annsLeagueCashOut(100);
    const here = browserThatCounted('YES', ann.positionId, ann.cashOutId, true);
    const restored = restoreInto(here, ann.backup);
    expect(restored.own).toEqual([expect.objectContaining({ status: 'won', cashOuts: [expect.objectContaining({ notCounted: 'crowd-moved' })] })]);
    expect(walletSum(restored.data.ledger, here.targetId, LEAGUE_ID)).toBe(900 + 180);
    expect(v.safeParse(gameStateSchema, restored.data).success).toBe(true);
  });
});

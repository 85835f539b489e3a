// Whatever a backup says, edited or not (inflated amounts, extra credits, duplicated ids,
// positions without bets), a restore brings no coin that the stakes and starting coins it takes
// do not explain: each wallet is its starting coins (or the backup's free practice credits) less
// its stakes plus the wins and refunds of questions settled in this browser, never below zero,
// and the account's coins are its practice ledger.

import fc from 'fast-check';
import * as v from 'valibot';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { restoreBackup } from '@/lib/backup/restore';
import { potentialWin } from '@/lib/betting/betting-rules';
import { placeBet } from '@/lib/betting/place-bet';
import type { GameData } from '@/lib/model/game';
import { LEDGER_ENTRY_KINDS, type LedgerEntry } from '@/lib/model/ledger-entry';
import type { Market, MarketOutcome } from '@/lib/model/market';
import { POSITION_STATUSES, type Position, type PositionStatus } from '@/lib/model/position';
import { PRACTICE_WALLET } from '@/lib/model/practice-wallet';
import { settleMarket } from '@/lib/settlement/settlement';
import { makeBackup, readBackup } from '@/lib/storage/backup-file';
import { gameStateSchema } from '@/lib/storage/schema';
import { FAKE_HASH, gameWith, makeCtx, makeMarket, NOW, ok, OPEN_MARKETS } from '../game-fixtures';
import { joinAndBet, LEAGUE_ID, makeLeague, QUESTION, QUESTION_ID } from '../store/league-records';
import { asPicks, testPlayerId } from '../league/counted-snapshot';

/** Ann's honest backup: practice bets on m1 (won there) and m2 (open), and 100 on the league's question 1. */
function honestBackup(): GameData {
  const ctx = makeCtx(NOW, 'ann');
  const ann = ok(signUp(gameWith(), { username: 'Ann', email: 'ann@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, ctx));
  const onM1 = ok(placeBet(ann.data, { accountId: ann.account.id, marketId: 'm1', choice: 'YES', amount: 100 }, ctx)).data;
  const onM2 = ok(placeBet(onM1, { accountId: ann.account.id, marketId: 'm2', choice: 'NO', amount: 50 }, ctx)).data;
  const settled = ok(settleMarket(onM2, 'm1', 'YES', ctx)).data;
  const picked = asPicks(joinAndBet(settled, ann.account.id, ctx), ann.account.id, LEAGUE_ID);
  return ok(readBackup(JSON.stringify(makeBackup(picked, ann.account.id, NOW)))).backup.game;
}

const MARKETS = ['m1', 'm2', 'm3', QUESTION_ID] as const;
/** Ann's player id in the league, as her backup's membership carries it. */
const ANNS_PLAYER = testPlayerId(honestBackup().accounts[0]?.id ?? '', LEAGUE_ID);
const walletOf = (marketId: string) => (marketId === QUESTION_ID ? LEAGUE_ID : PRACTICE_WALLET);
const questionOf = (marketId: string) => (marketId === QUESTION_ID ? QUESTION : (OPEN_MARKETS.find((market) => market.id === marketId)?.question ?? 'Will it?'));

type Edit =
  | { kind: 'inflate-start'; amount: number }
  | { kind: 'extra-credit'; league: boolean; entryKind: LedgerEntry['kind']; amount: number; position: number | null }
  | { kind: 'duplicate-entry'; index: number; amount: number }
  | { kind: 'unbacked-position'; market: string; amount: number; choice: 'YES' | 'NO'; status: PositionStatus; withCredit: boolean }
  | { kind: 'inflate-position'; index: number; amount: number }
  | { kind: 'duplicate-position'; index: number };

const coins = fc.integer({ min: 1, max: 1_000_000 });
const editArb: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('inflate-start' as const), amount: coins }),
  fc.record({ kind: fc.constant('extra-credit' as const), league: fc.boolean(), entryKind: fc.constantFrom(...LEDGER_ENTRY_KINDS), amount: coins, position: fc.option(fc.nat(5)) }),
  fc.record({ kind: fc.constant('duplicate-entry' as const), index: fc.nat(20), amount: coins }),
  fc.record({ kind: fc.constant('unbacked-position' as const), market: fc.constantFrom(...MARKETS), amount: coins, choice: fc.constantFrom('YES' as const, 'NO' as const), status: fc.constantFrom(...POSITION_STATUSES), withCredit: fc.boolean() }),
  fc.record({ kind: fc.constant('inflate-position' as const), index: fc.nat(5), amount: coins }),
  fc.record({ kind: fc.constant('duplicate-position' as const), index: fc.nat(5) }),
);

function edited(backup: GameData, edits: readonly Edit[]): GameData {
  const accountId = backup.accounts[0]?.id ?? '';
  let { ledger, positions } = backup;
  const at = new Date(NOW).toISOString();
  edits.forEach((edit, n) => {
    const entry = (fields: Partial<LedgerEntry>): LedgerEntry => ({ id: `edit-${n}`, accountId, amount: 1, description: 'Edited', createdAt: at, positionId: null, kind: 'bonus', wallet: PRACTICE_WALLET, ...fields });
    switch (edit.kind) {
      case 'inflate-start':
        ledger = ledger.map((each) => (each.kind === 'league start' ? { ...each, amount: edit.amount } : each));
        break;
      case 'extra-credit': {
        const position = edit.position === null ? undefined : positions[edit.position % Math.max(positions.length, 1)];
        ledger = [...ledger, entry({ amount: edit.amount, kind: edit.entryKind, wallet: edit.league ? LEAGUE_ID : PRACTICE_WALLET, positionId: position?.id ?? null })];
        break;
      }
      case 'duplicate-entry': {
        const copied = ledger[edit.index % ledger.length];
        if (copied) ledger = [...ledger, { ...copied, amount: copied.amount < 0 ? -edit.amount : edit.amount }];
        break;
      }
      case 'unbacked-position': {
        const position: Position = { id: `edit-position-${n}`, accountId, marketId: edit.market, question: questionOf(edit.market), choice: edit.choice, amount: edit.amount, potentialWin: potentialWin(edit.amount), createdAt: at, status: edit.status, settledAt: edit.status === 'open' ? null : at, yesShareAfter: null, wallet: walletOf(edit.market) };
        positions = [...positions, position];
        const credit = edit.status === 'won' ? position.potentialWin : edit.status === 'refunded' ? position.amount : 0;
        if (edit.withCredit && credit > 0) ledger = [...ledger, entry({ amount: credit, kind: edit.status === 'won' ? 'win' : 'refund', wallet: position.wallet, positionId: position.id })];
        break;
      }
      case 'inflate-position':
        positions = positions.map((each, index) => (index === edit.index % positions.length ? { ...each, amount: edit.amount, potentialWin: potentialWin(edit.amount) } : each));
        break;
      case 'duplicate-position': {
        const copied = positions[edit.index % positions.length];
        if (copied) positions = [...positions, { ...copied }];
        break;
      }
    }
  });
  return { ...backup, ledger, positions };
}

interface Here {
  /** This browser follows the league (with these starting coins), question 1 resolved so when not null, and Ann's bets counted by its snapshot or not. */
  league: { startingCoins: number; outcome: MarketOutcome | null; counted: boolean } | null;
  /** m1 and m2 as resolved here, or open. */
  m1: MarketOutcome | null;
  m2: MarketOutcome | null;
}

const outcomeArb = fc.option(fc.constantFrom<MarketOutcome>('YES', 'NO', 'VOID'));
const hereArb: fc.Arbitrary<Here> = fc.record({
  league: fc.option(fc.record({ startingCoins: fc.integer({ min: 100, max: 5000 }), outcome: outcomeArb, counted: fc.boolean() })),
  m1: outcomeArb,
  m2: outcomeArb,
});

const resolvedAs = (market: Market, outcome: MarketOutcome | null): Market => (outcome === null ? market : { ...market, isResolved: true, outcome, resolvedAt: new Date(NOW).toISOString() });

function browser(here: Here) {
  const markets = OPEN_MARKETS.map((market) => resolvedAs(market, market.id === 'm1' ? here.m1 : market.id === 'm2' ? here.m2 : null));
  const leagueMarkets = here.league ? [resolvedAs(makeMarket({ id: QUESTION_ID, question: QUESTION, leagueId: LEAGUE_ID }), here.league.outcome)] : [];
  const snapshot = { seq: 3, crowd: [], standings: [], judged: [{ playerId: ANNS_PLAYER, through: new Date(NOW).toISOString(), refused: [] }] };
  const counted = here.league?.counted ? { snapshot, snapshotAt: new Date(NOW).toISOString() } : {};
  const leagues = here.league ? [makeLeague({ seq: 3, startingCoins: here.league.startingCoins, ...counted })] : [];
  const opened = ok(signUp(gameWith({ markets: [...markets, ...leagueMarkets], leagues }), { username: 'Asha', email: 'asha@example.com', phone: null, password: FAKE_HASH }, ADMIN_EMAIL, makeCtx(NOW, 'here')));
  return { data: opened.data, targetId: opened.account.id };
}

const statusFor = (position: Position, outcome: MarketOutcome): PositionStatus => (outcome === 'VOID' ? 'refunded' : outcome === position.choice ? 'won' : 'lost');
const FREE_CREDITS = new Set(['welcome', 'start', 'bonus', 'top-up']);

describe('restoring any backup', () => {
  const honest = honestBackup();

  it('brings no coin its stakes and starting coins do not explain, and each wallet equals its ledger', () => {
    fc.assert(
      fc.property(fc.array(editArb, { maxLength: 8 }), hereArb, (edits, here) => {
        const backup = edited(honest, edits);
        const { data, targetId } = browser(here);
        const result = ok(restoreBackup(data, targetId, backup, makeCtx(NOW + 1000), new Set([LEAGUE_ID])));
        const restored = result.data;
        const ledger = restored.ledger.filter((entry) => entry.accountId === targetId);
        const positions = restored.positions.filter((position) => position.accountId === targetId);
        const sum = (wallet: string) => ledger.filter((entry) => entry.wallet === wallet).reduce((total, entry) => total + entry.amount, 0);
        const net = (wallet: string) =>
          positions.filter((position) => position.wallet === wallet).reduce((total, position) => total - position.amount + (position.status === 'won' ? position.potentialWin : position.status === 'refunded' ? position.amount : 0), 0);

        // Every id once, every record as the schema wants it: no wallet below zero, coins equal to the practice ledger.
        expect(new Set(restored.ledger.map((entry) => entry.id)).size).toBe(restored.ledger.length);
        expect(new Set(restored.positions.map((position) => position.id)).size).toBe(restored.positions.length);
        expect(v.safeParse(gameStateSchema, restored).success).toBe(true);
        expect(restored.accounts.find((account) => account.id === targetId)?.coins).toBe(sum(PRACTICE_WALLET));

        // A result only where this browser's question has it (and, in a league, its organiser counted the bet): never open and settled at once.
        for (const position of positions) {
          const market = restored.markets.find((candidate) => candidate.id === position.marketId);
          const counted = position.wallet === PRACTICE_WALLET || here.league?.counted === true;
          if (market?.isResolved && market.outcome && counted) expect(position.status).toBe(statusFor(position, market.outcome));
          else expect(position.status).toBe('open');
        }
        // Questions of this browser are never changed.
        for (const market of data.markets) expect(restored.markets.find((candidate) => candidate.id === market.id)).toBe(market);

        // The league: exactly its starting coins as held, less its stakes, plus wins and refunds settled here.
        const league = restored.leagues.find((each) => each.id === LEAGUE_ID);
        const starts = ledger.filter((entry) => entry.kind === 'league start');
        expect(starts.map((entry) => [entry.wallet, entry.amount])).toEqual([[LEAGUE_ID, league?.startingCoins]]);
        expect(sum(LEAGUE_ID)).toBe((league?.startingCoins ?? 0) + net(LEAGUE_ID));

        // Practice: the backup's free credits at most, less its stakes, plus wins and refunds settled here.
        const freeCredits = new Map<string, number>();
        for (const entry of backup.ledger) if (entry.wallet === PRACTICE_WALLET && FREE_CREDITS.has(entry.kind) && entry.amount > 0 && !freeCredits.has(entry.id)) freeCredits.set(entry.id, entry.amount);
        const free = [...freeCredits.values()].reduce((total, amount) => total + amount, 0);
        expect(sum(PRACTICE_WALLET)).toBeLessThanOrEqual(free + net(PRACTICE_WALLET));
        expect(sum(PRACTICE_WALLET) - net(PRACTICE_WALLET)).toBe(ledger.filter((entry) => entry.wallet === PRACTICE_WALLET && entry.positionId === null).reduce((total, entry) => total + entry.amount, 0));
      }),
      { numRuns: 300 },
    );
  });
});

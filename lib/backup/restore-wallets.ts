// What a restore takes of a backup's wallets. A backup is not signed, so a record comes in only as
// far as something this browser holds vouches for it: a league wallet opens with exactly one start
// entry, the league's starting coins as this browser holds the league; a position comes with the
// one bet entry that staked it (same stake, same wallet) and the entries of each of its cash-outs
// (its credit, and its debit when it was taken back) or not at all; a position keeps a settled
// status only where its question here says the same, with its one win or refund, and otherwise
// comes back open (a restore never changes a question of this browser) or is settled by this
// browser's own result. Every id is taken once, and no wallet ends below zero: the newest
// positions a wallet cannot pay for are left out. Every choice is reported, never made silently.
// A league this browser does not follow yet comes in with the backup's record of it, whose
// starting coins no signature here vouches for until its signed history arrives (which refuses a
// 'started' event with other starting coins).

import type { Choice, Position, PositionStatus } from '../model/position';
import type { League } from '../model/league';
import type { Membership } from '../model/membership';
import type { LedgerEntry } from '../model/ledger-entry';
import type { Market, MarketOutcome } from '../model/market';
import { PRACTICE_WALLET } from '../model/practice-wallet';
import { leagueStartEntryId } from '../league/follow-league';
import { cashOutEntryId, entryText } from '../wallet/entry-text';
import { standingStake } from '../betting/standing-stake';
import { outcomeHere, settleHere } from './settle-here';
import { withinWallets } from './within-wallets';

/** The backup's predictions a restore does not bring as the backup has them, by question. */
export interface PositionsRestored {
  /**
   * Left out: no bet entry of the backup staked them (or not from the wallet of their question), or
   * a cash-out of theirs lacks its entries (or does not add up to their status).
   */
  withoutStake: string[];
  /** Left out, newest first: their wallet could not pay for them without wins this browser has no result for. */
  overdrawing: string[];
  /** Settled in the backup, open here: back open until this browser has their question's result. */
  reopened: string[];
  /** Settled by this browser's own result, which the backup did not show. */
  settledHere: string[];
}

export interface WalletInput {
  targetId: string;
  /** The backup's entries and positions in the wallets taken, already the target's. */
  ledger: readonly LedgerEntry[];
  positions: readonly Position[];
  /** The wallets taken: practice, and each league taken. */
  wallets: ReadonlySet<string>;
  /** This browser's leagues and markets after the restore. */
  leagues: readonly League[];
  markets: readonly Market[];
  /** This browser's memberships after the restore: their player keys say whose bets a league's snapshot counted. */
  memberships: readonly Membership[];
  /** Ids of records that stay in this browser: a brought record never takes one. */
  heldEntryIds: ReadonlySet<string>;
  heldPositionIds: ReadonlySet<string>;
  nowMs: number;
}

export interface WalletsTaken {
  ledger: LedgerEntry[];
  positions: Position[];
  summary: PositionsRestored;
}

/** Practice credits that belong to no position; anything else in a wallet is a position's or a league's start. */
const FREE_CREDITS: ReadonlySet<LedgerEntry['kind']> = new Set(['welcome', 'start', 'bonus', 'top-up']);

function statusOf(choice: Choice, outcome: MarketOutcome): PositionStatus {
  return outcome === 'VOID' ? 'refunded' : choice === outcome ? 'won' : 'lost';
}

/** Whether a position's wallet is its question's: practice for a practice question, the league's for its questions. */
function fitsItsQuestion(position: Position, market: Market | undefined): boolean {
  if (position.wallet === PRACTICE_WALLET) return market !== undefined && market.leagueId === null;
  return market === undefined ? position.marketId.startsWith(`${position.wallet}.`) : market.leagueId === position.wallet;
}

function creditOf(position: Position): { kind: 'win' | 'refund'; amount: number } | null {
  if (position.status === 'won') return { kind: 'win', amount: position.potentialWin };
  // A void refunds what still stood: the coins cashed out came back already.
  if (position.status === 'refunded') return { kind: 'refund', amount: standingStake(position) };
  return null;
}

/** The entries a position's cash-outs made, as its wallet must hold them: each one's credit, and its debit once taken back. */
function cashOutEntriesOf(position: Position): { id: string; amount: number }[] {
  return (position.cashOuts ?? []).flatMap((cashOut) => [
    { id: cashOutEntryId(cashOut.id, 'paid'), amount: cashOut.value },
    ...(cashOut.notCounted === undefined ? [] : [{ id: cashOutEntryId(cashOut.id, 'taken back'), amount: -cashOut.value }]),
  ]);
}

/** Whether a position's status says what its cash-outs left standing: 'cashed-out' exactly when nothing stands. */
function standsAsItsStatus(position: Position): boolean {
  const standing = standingStake(position);
  return standing >= 0 && (position.status === 'cashed-out') === (standing === 0);
}

/** Open again, as placed: nothing of how it was settled or judged comes from an unsigned backup. */
function reopen(position: Position): Position {
  const open: Position = { ...position, status: 'open', settledAt: null };
  delete open.notCounted;
  delete open.resultSeq;
  return open;
}

export function takeWallets(input: WalletInput): WalletsTaken {
  const { ledger, leagues, heldEntryIds, heldPositionIds } = input;
  const marketOf = new Map(input.markets.map((market) => [market.id, market]));
  const summary: PositionsRestored = { withoutStake: [], overdrawing: [], reopened: [], settledHere: [] };
  const usedEntries = new Set<LedgerEntry>();
  const takenEntryIds = new Set<string>(heldEntryIds);
  const takeEntry = (matches: (entry: LedgerEntry) => boolean): LedgerEntry | undefined => {
    const found = ledger.find((entry) => !usedEntries.has(entry) && !takenEntryIds.has(entry.id) && matches(entry));
    if (found) {
      usedEntries.add(found);
      takenEntryIds.add(found.id);
    }
    return found;
  };
  const release = (entries: readonly LedgerEntry[]) => {
    for (const entry of entries) {
      usedEntries.delete(entry);
      takenEntryIds.delete(entry.id);
    }
  };

  // Each position with its stake, and its win or refund only where this browser's question agrees.
  let kept: Position[] = [];
  const positionIds = new Set<string>(heldPositionIds);
  for (const position of input.positions) {
    const market = marketOf.get(position.marketId);
    const fresh = !positionIds.has(position.id);
    positionIds.add(position.id);
    const stake = fresh && fitsItsQuestion(position, market) && standsAsItsStatus(position) ? takeEntry((entry) => entry.kind === 'bet' && entry.positionId === position.id && entry.wallet === position.wallet && entry.amount === -position.amount) : undefined;
    // Each cash-out with its coins, exactly as it made them: without them the position would stand on less than it was paid for, or more.
    const cashedOut = stake ? cashOutEntriesOf(position).map(({ id, amount }) => takeEntry((entry) => entry.id === id && entry.kind === 'cash-out' && entry.positionId === position.id && entry.wallet === position.wallet && entry.amount === amount)) : [];
    if (!stake || cashedOut.some((entry) => entry === undefined)) {
      release([stake, ...cashedOut].filter((entry) => entry !== undefined));
      summary.withoutStake.push(position.question);
      continue;
    }
    // Cashed out whole: its coins came back with it and nothing of it stands on a result, so it stays as it is.
    if (position.status === 'cashed-out') {
      kept.push(position);
      continue;
    }
    const outcome = outcomeHere(market);
    const agrees = outcome !== null && position.wallet === PRACTICE_WALLET && statusOf(position.choice, outcome) === position.status;
    const credit = creditOf(position);
    const paid = agrees && (credit === null || takeEntry((entry) => entry.kind === credit.kind && entry.positionId === position.id && entry.wallet === position.wallet && entry.amount === credit.amount));
    // A league's results are paid only from its signed events, so its positions always come back open.
    kept.push(paid ? position : reopen(position));
  }

  // Free practice credits as the backup has them, each id once; a league wallet brings none.
  for (const entry of ledger) {
    if (entry.wallet === PRACTICE_WALLET && FREE_CREDITS.has(entry.kind) && entry.amount > 0 && entry.positionId === null) takeEntry((candidate) => candidate === entry);
  }

  const starts = startEntries(input);
  let entries = [...starts, ...ledger.filter((entry) => usedEntries.has(entry))];
  let settled = settleHere(kept, marketOf, leagues, input.memberships, input.nowMs);
  // Ids are unique: a backup entry under an id this restore makes itself (a start entry, a credit
  // of a result here) is left out, with the prediction it stakes, and the results settled again.
  for (;;) {
    const made = new Set([...starts, ...settled.credits].map((entry) => entry.id));
    const clashing = new Set(entries.filter((entry) => made.has(entry.id) && !starts.includes(entry)).map((entry) => entry.positionId));
    if (clashing.size === 0) break;
    entries = entries.filter((entry) => starts.includes(entry) || !made.has(entry.id));
    for (const position of kept) if (clashing.has(position.id)) summary.withoutStake.push(position.question);
    kept = kept.filter((position) => !clashing.has(position.id));
    settled = settleHere(kept, marketOf, leagues, input.memberships, input.nowMs);
  }
  const trimmed = withinWallets([...entries, ...settled.credits], settled.positions);
  summary.overdrawing = trimmed.leftOut.map((position) => position.question);

  const before = new Map(input.positions.map((position) => [position.id, position.status]));
  for (const position of trimmed.positions) {
    const was = before.get(position.id);
    if (was === position.status) continue;
    if (position.status === 'open') summary.reopened.push(position.question);
    else summary.settledHere.push(position.question);
  }
  return { ledger: trimmed.ledger, positions: trimmed.positions, summary };
}

/** Exactly one start entry per league wallet taken, under its fixed id: the starting coins this browser holds for the league. */
function startEntries({ targetId, ledger, wallets, leagues, nowMs }: WalletInput): LedgerEntry[] {
  return leagues
    .filter((league) => wallets.has(league.id))
    .map((league) => {
      const backed = ledger.find((entry) => entry.wallet === league.id && entry.kind === 'league start');
      const createdAt = backed?.createdAt ?? new Date(nowMs).toISOString();
      return { id: leagueStartEntryId(league.id, targetId), accountId: targetId, amount: league.startingCoins, description: entryText('league start'), createdAt, positionId: null, kind: 'league start', wallet: league.id };
    });
}

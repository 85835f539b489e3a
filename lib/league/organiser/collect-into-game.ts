// Collecting picks into the game: each verified card, with when it provably arrived, recorded on
// the operated league it names (collectCard keeps what it hasn't seen and reports per card), all
// in one new GameData so a whole chat export is stored at once or not at all. A card for a league
// this account does not run is counted apart and changes nothing.

import type { Refusal } from '../../game/operation';
import type { GameData } from '../../model/game';
import type { OperatedLeague } from '../../model/operated-league';
import type { PlayerAdmission } from '../../model/picks';
import type { CashOut, Position } from '../../model/position';
import { playerKeyOf } from '../player/player-membership';
import { arrivalNow, collectCard, collectOwnCashOut as collectOwnCashOutIn, collectOwnPick, setAdmission, type Arrival, type CardReport } from '../picks/collect-picks';
import type { PicksCard } from '../picks/picks-card';

export interface ArrivedCard {
  card: PicksCard;
  /** A chat message's time; null: received now, by the organiser's clock read inside the commit. */
  arrival: Arrival | null;
}

export type CollectIntoResult = { ok: true; data: GameData; reports: (CardReport & { leagueId: string })[]; notOperated: number };

function operatedBy(data: GameData, accountId: string, leagueId: string): OperatedLeague | undefined {
  return data.operatedLeagues.find((league) => league.id === leagueId && league.accountId === accountId);
}

/** Every card collected into the leagues the account runs, in the order given. */
export function collectIntoGame(data: GameData, accountId: string, cards: readonly ArrivedCard[], nowMs = 0): CollectIntoResult | Refusal<'nothing-to-collect'> {
  const changed = new Map<string, OperatedLeague>();
  const reports: (CardReport & { leagueId: string })[] = [];
  let notOperated = 0;
  for (const { card, arrival } of cards) {
    const leagueId = card.payload.league;
    const operated = changed.get(leagueId) ?? operatedBy(data, accountId, leagueId);
    if (!operated) {
      notOperated += 1;
      continue;
    }
    // Never earlier than the organiser's own last event, as this commit holds it (another tab may have just settled one).
    const collected = collectCard(operated, card, arrival ?? arrivalNow(nowMs, operated.events), nowMs);
    changed.set(leagueId, collected.operated);
    reports.push({ ...collected.report, leagueId });
  }
  if (changed.size === 0 && notOperated === 0) return { ok: false, reason: 'nothing-to-collect' };
  const operatedLeagues = data.operatedLeagues.map((league) => (league.accountId === accountId ? (changed.get(league.id) ?? league) : league));
  return { ok: true, data: changed.size === 0 ? data : { ...data, operatedLeagues }, reports, notOperated };
}

export type AdmissionResult = { ok: true; data: GameData } | Refusal<'not-operator'>;

/** Admits or ignores a player of a league the account runs, at the organiser's clock `nowMs`; remembered with the league. */
export function admitInGame(data: GameData, accountId: string, leagueId: string, playerId: string, admission: Exclude<PlayerAdmission, 'pending'>, nowMs: number): AdmissionResult {
  const operated = operatedBy(data, accountId, leagueId);
  if (!operated) return { ok: false, reason: 'not-operator' };
  const next = setAdmission(operated, playerId, admission, nowMs);
  return { ok: true, data: { ...data, operatedLeagues: data.operatedLeagues.map((league) => (league === operated ? next : league)) } };
}

/** The organiser's own bet in a league run here, collected in the same commit as the bet (its player admitted at once). */
export function collectOwnBet(data: GameData, accountId: string, position: Position, nowMs: number): GameData {
  const operated = operatedBy(data, accountId, position.wallet);
  const key = playerKeyOf(data, accountId, position.wallet);
  if (!operated || !key) return data;
  const pick = { id: position.id, questionId: position.marketId, choice: position.choice, amount: position.amount, placedAt: position.createdAt };
  const next = collectOwnPick(operated, key, pick, arrivalNow(nowMs, operated.events));
  return { ...data, operatedLeagues: data.operatedLeagues.map((league) => (league === operated ? next : league)) };
}

/**
 * The organiser's own cash-out of its own bet in a league run here, collected at once like the bet
 * (its own browser is its witness); the same league when the bet was never collected here.
 */
export function collectOwnCashOut(data: GameData, accountId: string, position: Position, cashOut: CashOut, nowMs: number): GameData {
  const operated = operatedBy(data, accountId, position.wallet);
  const key = playerKeyOf(data, accountId, position.wallet);
  if (!operated || !key) return data;
  const pick = { id: cashOut.id, pickId: position.id, amount: cashOut.amount, value: cashOut.value, pricedAt: cashOut.pricedAt ?? cashOut.at, placedAt: cashOut.at };
  const next = collectOwnCashOutIn(operated, key, pick, arrivalNow(nowMs, operated.events));
  return next === operated ? data : { ...data, operatedLeagues: data.operatedLeagues.map((league) => (league === operated ? next : league)) };
}

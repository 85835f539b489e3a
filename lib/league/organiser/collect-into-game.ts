// Collecting picks into the game: each verified card, with when it provably arrived, recorded on
// the operated league it names (collectCard keeps what it hasn't seen and reports per card), all
// in one new GameData so a whole chat export is stored at once or not at all. A card for a league
// this account does not run is counted apart and changes nothing.

import type { Refusal } from '../../game/operation';
import type { GameData } from '../../model/game';
import type { OperatedLeague } from '../../model/operated-league';
import type { PlayerAdmission } from '../../model/picks';
import { collectCard, setAdmission, type Arrival, type CardReport } from '../picks/collect-picks';
import type { PicksCard } from '../picks/picks-card';

export interface ArrivedCard {
  card: PicksCard;
  arrival: Arrival;
}

export type CollectIntoResult = { ok: true; data: GameData; reports: (CardReport & { leagueId: string })[]; notOperated: number };

function operatedBy(data: GameData, accountId: string, leagueId: string): OperatedLeague | undefined {
  return data.operatedLeagues.find((league) => league.id === leagueId && league.accountId === accountId);
}

/** Every card collected into the leagues the account runs, in the order given. */
export function collectIntoGame(data: GameData, accountId: string, cards: readonly ArrivedCard[]): CollectIntoResult | Refusal<'nothing-to-collect'> {
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
    const collected = collectCard(operated, card, arrival);
    changed.set(leagueId, collected.operated);
    reports.push({ ...collected.report, leagueId });
  }
  if (changed.size === 0 && notOperated === 0) return { ok: false, reason: 'nothing-to-collect' };
  const operatedLeagues = data.operatedLeagues.map((league) => (league.accountId === accountId ? (changed.get(league.id) ?? league) : league));
  return { ok: true, data: changed.size === 0 ? data : { ...data, operatedLeagues }, reports, notOperated };
}

export type AdmissionResult = { ok: true; data: GameData } | Refusal<'not-operator'>;

/** Admits or ignores a player of a league the account runs; remembered with the league. */
export function admitInGame(data: GameData, accountId: string, leagueId: string, playerId: string, admission: Exclude<PlayerAdmission, 'pending'>): AdmissionResult {
  const operated = operatedBy(data, accountId, leagueId);
  if (!operated) return { ok: false, reason: 'not-operator' };
  const next = setAdmission(operated, playerId, admission);
  return { ok: true, data: { ...data, operatedLeagues: data.operatedLeagues.map((league) => (league === operated ? next : league)) } };
}

// The organiser's browser collecting picks cards: it is the witness, so each pick is stored with
// when it provably arrived (this browser's clock, never earlier than its own last event, or the
// time its phone recorded the chat message), never the player's own time, and with when it was
// collected (this browser's clock, never earlier than its own last event): nothing collected or
// admitted after a question's result counts on it. A pick id is stored once: the same content
// again changes nothing but an earlier proof of arrival; different content under
// a stored id is reported 'changed' and the first stays. A card's cash-outs are collected the same
// way, with the same arrival, into their own list (a cash-out must be the card's player's own, of
// the player's own bet). Collecting the same card twice changes nothing, and cards collected in any
// order with the same arrivals give the same picks, cash-outs and count.

import type { LeagueEvent } from '../../model/league';
import type { OperatedLeague } from '../../model/operated-league';
import type { ArrivalProof, CashOutPick, CollectedCashOut, CollectedPick, LeaguePlayer, Pick, PlayerAdmission } from '../../model/picks';
import { countPicks } from './count-picks';
import { playerIdOfPick } from './pick-id';
import type { PicksCard } from './picks-card';

export interface Arrival {
  at: string;
  proof: ArrivalProof;
}

/** What collecting one card did, per its player: new picks, of those how many late or refused, and the rest. */
export interface CardReport {
  playerId: string;
  name: string;
  newPlayer: boolean;
  admission: PlayerAdmission;
  added: number;
  /** Added picks that arrived after their question closed or after its result. */
  late: number;
  /** Added picks refused for another reason (unknown question, stake, balance), judged as if the player were admitted. */
  refused: number;
  /** Picks and cash-outs whose id was stored with different content: the stored one stays. */
  changed: number;
  /** Picks and cash-outs already stored with the same content. */
  seen: number;
  /** New cash-outs that count (judged as if the player were admitted). */
  cashOuts: number;
  /** New cash-outs refused (the crowd moved, late, not a counted bet, a bad part). */
  cashOutsRefused: number;
}

const later = (a: string, b: string): string => (Date.parse(b) > Date.parse(a) ? b : a);
const earlier = (a: string, b: string): string => (Date.parse(b) < Date.parse(a) ? b : a);

/** A card, link, pasted text or file received now: at the clock, or at the organiser's last event if the clock is behind it. */
export function arrivalNow(nowMs: number, events: readonly LeagueEvent[]): Arrival {
  const last = events.at(-1);
  const lastMs = last ? Date.parse(last.at) : Number.NEGATIVE_INFINITY;
  return { at: new Date(Math.max(nowMs, lastMs)).toISOString(), proof: 'received' };
}

/** A card found in an exported chat: the time the organiser's phone recorded for its message. */
export function chatMessageArrival(atMs: number): Arrival {
  return { at: new Date(atMs).toISOString(), proof: 'chat-message' };
}

/** Whether a card was made for this league: any other is refused before collecting. */
export function isCardFor(operated: { id: string }, card: PicksCard): boolean {
  return card.payload.league === operated.id;
}

function samePick(a: Pick, b: Pick): boolean {
  return a.id === b.id && a.questionId === b.questionId && a.choice === b.choice && a.amount === b.amount && a.placedAt === b.placedAt;
}

function sameCashOut(a: CashOutPick, b: CashOutPick): boolean {
  return a.id === b.id && a.pickId === b.pickId && a.amount === b.amount && a.value === b.value && a.pricedAt === b.pricedAt && a.placedAt === b.placedAt;
}

interface Stored<T> {
  items: T[];
  added: string[];
  changed: number;
  seen: number;
}

/**
 * `items` stored after `held`: new ids appended, the same content at most moved to an earlier
 * arrival, different content under a stored id left out and counted as changed. An id the other
 * kind already holds (`taken`: a cash-out under a pick's id, or the reverse) is changed content too.
 */
function storeEach<T extends { id: string }, H extends T & { arrivedAt: string; proof: ArrivalProof; collectedAt?: string }>(
  held: readonly H[],
  items: readonly T[],
  arrival: Arrival,
  same: (a: T, b: T) => boolean,
  collect: (item: T) => H,
  taken: ReadonlySet<string>,
): Stored<H> {
  const stored = [...held];
  const indexOf = new Map(stored.map((item, index) => [item.id, index] as const));
  const result: Stored<H> = { items: stored, added: [], changed: 0, seen: 0 };
  for (const item of items) {
    const index = indexOf.get(item.id);
    const existing = index === undefined ? undefined : stored[index];
    if (taken.has(item.id)) {
      result.changed += 1;
    } else if (index === undefined || !existing) {
      indexOf.set(item.id, stored.length);
      stored.push(collect(item));
      result.added.push(item.id);
    } else if (!same(existing, item)) {
      result.changed += 1;
    } else {
      result.seen += 1;
      // A chat message recorded before the link was opened proves an earlier arrival; when it was collected stays.
      if (Date.parse(arrival.at) < Date.parse(existing.arrivedAt)) stored[index] = { ...existing, arrivedAt: arrival.at, proof: arrival.proof, collectedAt: existing.collectedAt ?? existing.arrivedAt };
    }
  }
  return result;
}

/** `picks` of `playerId` stored after `held`, those new collected at `collectedAt` (see storeEach). */
function storePicks(operated: OperatedLeague, playerId: string, picks: readonly Pick[], arrival: Arrival, collectedAt: string): Stored<CollectedPick> {
  const taken = new Set((operated.cashOuts ?? []).map((cashOut) => cashOut.id));
  return storeEach(operated.picks ?? [], picks, arrival, samePick, (pick): CollectedPick => ({ ...pick, playerId, arrivedAt: arrival.at, proof: arrival.proof, collectedAt }), taken);
}

/** `cashOuts` of `playerId` stored after `held`, with the picks just stored, those new collected at `collectedAt` (see storeEach). */
function storeCashOuts(operated: OperatedLeague, picks: readonly CollectedPick[], playerId: string, cashOuts: readonly CashOutPick[], arrival: Arrival, collectedAt: string): Stored<CollectedCashOut> {
  const taken = new Set(picks.map((pick) => pick.id));
  return storeEach(operated.cashOuts ?? [], cashOuts, arrival, sameCashOut, (cashOut): CollectedCashOut => ({ ...cashOut, playerId, arrivedAt: arrival.at, proof: arrival.proof, collectedAt }), taken);
}



function withPlayer(players: readonly LeaguePlayer[], player: LeaguePlayer): LeaguePlayer[] {
  const at = players.findIndex((held) => held.playerId === player.playerId);
  return at < 0 ? [...players, player] : players.map((held, index) => (index === at ? player : held));
}

/**
 * The card collected at `nowMs` (the organiser's clock, as for arrivalNow): its picks and cash-outs
 * stored with `arrival`, and those new with when they were collected.
 */
export function collectCard(operated: OperatedLeague, card: PicksCard, arrival: Arrival, nowMs: number): { operated: OperatedLeague; report: CardReport } {
  const players = operated.players ?? [];
  // The organiser's clock now, as a card received now arrives: never earlier than its last event.
  const collectedAt = arrivalNow(nowMs, operated.events).at;
  const { signedAt, name, picks, cashOuts = [] } = card.payload;
  const known = players.find((player) => player.playerId === card.playerId);
  const player: LeaguePlayer = known
    ? {
        ...known,
        // The newest card names the player; every pick placed up to its signing has now been seen.
        name: Date.parse(signedAt) >= Date.parse(known.through) ? name : known.name,
        firstSeenAt: earlier(known.firstSeenAt, arrival.at),
        // Judged up to the card's signing, never past its arrival: a phone clock running ahead
        // must not make bets placed after the card read as seen.
        through: later(known.through, earlier(signedAt, arrival.at)),
      }
    : { playerId: card.playerId, publicKey: card.publicKey, name, admission: 'pending', firstSeenAt: arrival.at, through: earlier(signedAt, arrival.at) };
  const stored = storePicks(operated, card.playerId, picks, arrival, collectedAt);
  // A cash-out is the player's own, of the player's own bet: any other in a card is not stored.
  const own = cashOuts.filter((cashOut) => playerIdOfPick(cashOut.id) === card.playerId && playerIdOfPick(cashOut.pickId) === card.playerId);
  const storedCashOuts = storeCashOuts(operated, stored.items, card.playerId, own, arrival, collectedAt);
  const next: OperatedLeague = {
    ...operated,
    players: withPlayer(players, player),
    picks: stored.items,
    ...(storedCashOuts.items.length > 0 ? { cashOuts: storedCashOuts.items } : {}),
  };

  // The report judges what is new as if the player were admitted (now, if they are not yet), so
  // 'late' shows before admitting; with everyone else's counted picks, since a cash-out's price and
  // a pool's share depend on them.
  const asAdmitted: LeaguePlayer = player.admission === 'admitted' ? player : { ...player, admission: 'admitted', admittedAt: collectedAt };
  const judged = countPicks(next.events, withPlayer(next.players ?? [], asAdmitted), stored.items, storedCashOuts.items);
  let late = 0;
  let refused = 0;
  for (const id of stored.added) {
    const reason = judged.refused.get(id);
    if (reason === 'after-close' || reason === 'after-result') late += 1;
    else if (reason) refused += 1;
  }
  const refusedCashOuts = storedCashOuts.added.filter((id) => judged.refused.has(id)).length;
  const report: CardReport = {
    playerId: player.playerId,
    name: player.name,
    newPlayer: !known,
    admission: player.admission,
    added: stored.added.length,
    late,
    refused,
    changed: stored.changed + storedCashOuts.changed,
    seen: stored.seen + storedCashOuts.seen,
    cashOuts: storedCashOuts.added.length - refusedCashOuts,
    cashOutsRefused: refusedCashOuts + cashOuts.length - own.length,
  };
  return { operated: next, report };
}

/**
 * The player admitted or ignored at `nowMs` (the organiser's clock, as for arrivalNow); the same
 * league when no such player was collected or nothing changes. Admitting remembers when: nothing of
 * theirs counts on a question whose result came before it.
 */
export function setAdmission(operated: OperatedLeague, playerId: string, admission: 'admitted' | 'ignored', nowMs: number): OperatedLeague {
  const known = operated.players?.find((player) => player.playerId === playerId);
  if (!known || known.admission === admission) return operated;
  const changed: LeaguePlayer = admission === 'admitted' ? { ...known, admission, admittedAt: arrivalNow(nowMs, operated.events).at } : { ...known, admission };
  return { ...operated, players: withPlayer(operated.players ?? [], changed) };
}

/** The organiser's own bet in its own league: collected at once (`arrival` is now), the organiser admitted as a player. */
export function collectOwnPick(operated: OperatedLeague, player: { playerId: string; publicKey: string; name: string }, pick: Pick, arrival: Arrival): OperatedLeague {
  const players = operated.players ?? [];
  const known = players.find((held) => held.playerId === player.playerId);
  const own: LeaguePlayer = known
    ? { ...known, name: player.name, admission: 'admitted', ...(known.admission === 'admitted' ? {} : { admittedAt: arrival.at }), through: later(known.through, arrival.at) }
    : { ...player, admission: 'admitted', firstSeenAt: arrival.at, admittedAt: arrival.at, through: arrival.at };
  const stored = storePicks(operated, player.playerId, [pick], arrival, arrival.at);
  return { ...operated, players: withPlayer(players, own), picks: stored.items };
}

/** The organiser's own cash-out in its own league: collected at once, like the organiser's own bet. */
export function collectOwnCashOut(operated: OperatedLeague, player: { playerId: string }, cashOut: CashOutPick, arrival: Arrival): OperatedLeague {
  const known = operated.players?.find((held) => held.playerId === player.playerId);
  if (!known) return operated;
  const own: LeaguePlayer = { ...known, through: later(known.through, arrival.at) };
  const stored = storeCashOuts(operated, operated.picks ?? [], player.playerId, [cashOut], arrival, arrival.at);
  return { ...operated, players: withPlayer(operated.players ?? [], own), cashOuts: stored.items };
}

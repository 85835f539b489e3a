// The organiser's browser collecting picks cards: it is the witness, so each pick is stored with
// when it provably arrived (this browser's clock, never earlier than its own last event, or the
// time its phone recorded the chat message), never the player's own time. A pick id is stored once:
// the same content again changes nothing but an earlier proof of arrival; different content under
// a stored id is reported 'changed' and the first stays. Collecting the same card twice changes
// nothing, and cards collected in any order with the same arrivals give the same picks and count.

import type { LeagueEvent } from '../../model/league';
import type { OperatedLeague } from '../../model/operated-league';
import type { ArrivalProof, CollectedPick, LeaguePlayer, Pick, PlayerAdmission } from '../../model/picks';
import { countPicks } from './count-picks';
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
  /** Picks whose id was stored with different content: the stored one stays. */
  changed: number;
  /** Picks already stored with the same content. */
  seen: number;
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

interface Stored {
  picks: CollectedPick[];
  added: string[];
  changed: number;
  seen: number;
}

/** `picks` stored after `held`: new ids appended, the same content at most moved to an earlier arrival. */
function storePicks(held: readonly CollectedPick[], playerId: string, picks: readonly Pick[], arrival: Arrival): Stored {
  const stored = [...held];
  const indexOf = new Map(stored.map((pick, index) => [pick.id, index] as const));
  const result: Stored = { picks: stored, added: [], changed: 0, seen: 0 };
  for (const pick of picks) {
    const index = indexOf.get(pick.id);
    const existing = index === undefined ? undefined : stored[index];
    if (index === undefined || !existing) {
      indexOf.set(pick.id, stored.length);
      stored.push({ ...pick, playerId, arrivedAt: arrival.at, proof: arrival.proof });
      result.added.push(pick.id);
    } else if (!samePick(existing, pick)) {
      result.changed += 1;
    } else {
      result.seen += 1;
      // A chat message recorded before the link was opened proves an earlier arrival.
      if (Date.parse(arrival.at) < Date.parse(existing.arrivedAt)) stored[index] = { ...existing, arrivedAt: arrival.at, proof: arrival.proof };
    }
  }
  return result;
}

function withPlayer(players: readonly LeaguePlayer[], player: LeaguePlayer): LeaguePlayer[] {
  const at = players.findIndex((held) => held.playerId === player.playerId);
  return at < 0 ? [...players, player] : players.map((held, index) => (index === at ? player : held));
}

export function collectCard(operated: OperatedLeague, card: PicksCard, arrival: Arrival): { operated: OperatedLeague; report: CardReport } {
  const players = operated.players ?? [];
  const { signedAt, name, picks } = card.payload;
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
  const stored = storePicks(operated.picks ?? [], card.playerId, picks, arrival);
  const next: OperatedLeague = { ...operated, players: withPlayer(players, player), picks: stored.picks };

  // The report judges new picks as if the player were admitted, so 'late' shows before admitting.
  const judged = countPicks(next.events, [{ ...player, admission: 'admitted' }], stored.picks.filter((pick) => pick.playerId === card.playerId));
  let late = 0;
  let refused = 0;
  for (const id of stored.added) {
    const reason = judged.refused.get(id);
    if (reason === 'after-close' || reason === 'after-result') late += 1;
    else if (reason) refused += 1;
  }
  const report: CardReport = { playerId: player.playerId, name: player.name, newPlayer: !known, admission: player.admission, added: stored.added.length, late, refused, changed: stored.changed, seen: stored.seen };
  return { operated: next, report };
}

/** The player admitted or ignored; the same league when no such player was collected or nothing changes. */
export function setAdmission(operated: OperatedLeague, playerId: string, admission: 'admitted' | 'ignored'): OperatedLeague {
  const known = operated.players?.find((player) => player.playerId === playerId);
  if (!known || known.admission === admission) return operated;
  return { ...operated, players: withPlayer(operated.players ?? [], { ...known, admission }) };
}

/** The organiser's own bet in its own league: collected at once, the organiser admitted as a player. */
export function collectOwnPick(operated: OperatedLeague, player: { playerId: string; publicKey: string; name: string }, pick: Pick, arrival: Arrival): OperatedLeague {
  const players = operated.players ?? [];
  const known = players.find((held) => held.playerId === player.playerId);
  const own: LeaguePlayer = known
    ? { ...known, name: player.name, admission: 'admitted', through: later(known.through, arrival.at) }
    : { ...player, admission: 'admitted', firstSeenAt: arrival.at, through: arrival.at };
  const stored = storePicks(operated.picks ?? [], player.playerId, [pick], arrival);
  return { ...operated, players: withPlayer(players, own), picks: stored.picks };
}

// Builders for the picks tests: a league's events made by hand (counting needs no hashes), players
// and collected picks without keys, and real player keys (slow to make, so made once per file).

import { newPickId } from '@/lib/league/picks/pick-id';
import { newPlayerKey } from '@/lib/league/picks/player-key';
import type { LeagueEvent } from '@/lib/model/league';
import type { OperatedLeague } from '@/lib/model/operated-league';
import type { ArrivalProof, CollectedCashOut, CollectedPick, LeaguePlayer, Pick, PlayerAdmission, PlayerKey } from '@/lib/model/picks';
import { NOW } from '../../game-fixtures';

export { NOW };
export const HOUR_MS = 60 * 60 * 1000;
export const LEAGUE = 'offcupaaaabbbbcc';
export const iso = (ms: number): string => new Date(ms).toISOString();
export const questionId = (n: number): string => `${LEAGUE}.${n}`;

export type Step = { kind: 'question'; atMs: number; endMs: number } | { kind: 'result'; n: number; outcome: 'YES' | 'NO' | 'VOID'; atMs: number };

/** A started league (at NOW) with questions numbered from 1 in the order added, and results. */
export function leagueEvents(steps: readonly Step[], coins = 1000): LeagueEvent[] {
  const events: LeagueEvent[] = [{ type: 'started', seq: 1, prev: '', at: iso(NOW), name: 'Office Cup', startingCoins: coins }];
  let questions = 0;
  for (const step of steps) {
    const base = { seq: events.length + 1, prev: '', at: iso(step.atMs) };
    if (step.kind === 'question') {
      questions += 1;
      events.push({ type: 'question-added', ...base, id: questionId(questions), question: `Will team ${questions} win the cup?`, category: 'Sports', description: '', endTime: iso(step.endMs) });
    } else if (step.outcome === 'VOID') events.push({ type: 'voided', ...base, questionId: questionId(step.n) });
    else events.push({ type: 'resolved', ...base, questionId: questionId(step.n), outcome: step.outcome });
  }
  return events;
}

/** `count` questions added at NOW, each ending `endHours` later. */
export function openQuestions(count: number, endHours = 48): Step[] {
  return Array.from({ length: count }, () => ({ kind: 'question', atMs: NOW, endMs: NOW + endHours * HOUR_MS }) as const);
}

export const ASHA = 'asha2222asha2222';
export const BEN = 'benn3333benn3333';
export const CHEN = 'chen4444chen4444';
const NAMES: Record<string, string> = { [ASHA]: 'Asha', [BEN]: 'Ben', [CHEN]: 'Chen' };

export function player(playerId: string, admission: PlayerAdmission = 'admitted', through = iso(NOW)): LeaguePlayer {
  return { playerId, publicKey: 'A'.repeat(87), name: NAMES[playerId] ?? 'Player', admission, firstSeenAt: iso(NOW), through };
}

export function pickId(playerId: string, k: number): string {
  return `${playerId}.${k.toString(16).padStart(16, '0')}`;
}

export function pick(playerId: string, k: number, n: number, choice: 'YES' | 'NO', amount: number, placedAtMs = NOW): Pick {
  return { id: pickId(playerId, k), questionId: questionId(n), choice, amount, placedAt: iso(placedAtMs) };
}

export function collected(playerId: string, k: number, n: number, choice: 'YES' | 'NO', amount: number, arrivedMs: number, proof: ArrivalProof = 'received'): CollectedPick {
  return { ...pick(playerId, k, n, choice, amount, arrivedMs), playerId, arrivedAt: iso(arrivedMs), proof };
}

/** A collected cash-out `k` of the player's pick `pickK`: `amount` coins of its stake taken out for `value`. */
export function collectedCashOut(playerId: string, k: number, pickK: number, amount: number, value: number, arrivedMs: number, proof: ArrivalProof = 'received'): CollectedCashOut {
  return { id: pickId(playerId, k), pickId: pickId(playerId, pickK), amount, value, pricedAt: iso(NOW), placedAt: iso(arrivedMs), playerId, arrivedAt: iso(arrivedMs), proof };
}

/** The same league sharing the pool: its 'started' event says so. */
export function sharingThePool(events: LeagueEvent[]): LeagueEvent[] {
  return events.map((event) => (event.type === 'started' ? { ...event, payout: 'pool' as const } : event));
}

export function operatedWith(events: LeagueEvent[], extra: Partial<OperatedLeague> = {}): OperatedLeague {
  const jwk = { kty: 'EC', crv: 'P-256', d: 'd'.repeat(43), x: 'x'.repeat(43), y: 'y'.repeat(43) } as const;
  return { id: LEAGUE, accountId: 'a1', privateJwk: jwk, publicKey: 'B'.repeat(87), events, hashes: events.map(() => 'h'.repeat(43)), sharedUpTo: 0, createdAt: iso(NOW), ...extra };
}

let keys: Promise<PlayerKey[]> | undefined;

/** Three real player keys: Asha, Ben and Chen. */
export function playerKeys(): Promise<PlayerKey[]> {
  keys ??= Promise.all(['Asha', 'Ben', 'Chen'].map((name) => newPlayerKey(name, NOW)));
  return keys;
}

/** A pick of a real key: ids from k, so a test names them. */
export function keyPick(key: PlayerKey, k: number, n: number, choice: 'YES' | 'NO', amount: number, placedAtMs = NOW): Pick {
  const random = new Uint8Array(8);
  new DataView(random.buffer).setUint32(4, k);
  return { id: newPickId(key.playerId, random), questionId: questionId(n), choice, amount, placedAt: iso(placedAtMs) };
}

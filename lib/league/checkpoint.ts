// Checkpoints: a league's state at event N, signed inside an update in place of events 1..N, so a
// league of any length still joins through one link, file or feed. Open questions travel whole,
// settled ones as their id and result; the checkpoint ends at event N's hash, which the events
// after it name, so the chain goes on from there.

import type { Checkpoint, CheckpointQuestion, LeagueEvent, PayoutRule } from '../model/league';
import type { LeagueLog } from './league-log';

/** A whole league travels from a checkpoint once its events would inflate past this. */
export const CHECKPOINT_OVER_BYTES = 256 * 1024;
/**
 * How many of the latest events travel after the checkpoint: a player at most this far behind
 * still checks the chain from their own last event rather than taking the checkpoint's word.
 */
export const CHECKPOINT_TAIL_EVENTS = 100;

/** The state after events 1..seq of a log, or null when the log has no event seq. */
export function checkpointOf(log: LeagueLog, seq: number): Checkpoint | null {
  const hash = log.hashes[seq - 1];
  if (hash === undefined || seq < 1) return null;
  return checkpointOfEvents(log.events.slice(0, seq), hash);
}

/** The state the events add up to (events 1..N in order), ending at event N's hash. */
export function checkpointOfEvents(events: readonly LeagueEvent[], hash: string): Checkpoint {
  let name = '';
  let startingCoins = 0;
  let payout: PayoutRule | undefined;
  const questions = new Map<string, CheckpointQuestion>();
  for (const event of events) {
    if (event.type === 'started') {
      name = event.name;
      startingCoins = event.startingCoins;
      payout = event.payout;
    } else if (event.type === 'renamed') {
      name = event.name;
    } else if (event.type === 'question-added') {
      const { id, question, category, description, endTime, at } = event;
      questions.set(id, { id, question, category, description, endTime, at });
    } else {
      questions.set(event.questionId, { id: event.questionId, outcome: event.type === 'voided' ? 'VOID' : event.outcome });
    }
  }
  return { seq: events.length, hash, name, startingCoins, ...(payout ? { payout } : {}), questions: [...questions.values()] };
}

export interface UpdateStart {
  fromSeq: number;
  checkpoint: boolean;
}

const sizeOf = (events: readonly LeagueEvent[]) => new TextEncoder().encode(JSON.stringify(events)).length;

/** Where an update carrying the whole league starts: event 1, or a checkpoint before the latest events when event 1 on would be too large. */
export function wholeLeagueStart(log: LeagueLog): UpdateStart {
  const lastSeq = log.events.length;
  if (lastSeq <= 1 || sizeOf(log.events) <= CHECKPOINT_OVER_BYTES) return { fromSeq: 1, checkpoint: false };
  return { fromSeq: Math.max(2, lastSeq - CHECKPOINT_TAIL_EVENTS + 1), checkpoint: true };
}

/**
 * Where an update of events fromSeq..end starts: there, unless they would be too large (a season
 * of questions added at once), when the whole league from a checkpoint says the same more briefly.
 */
export function updateStart(log: LeagueLog, fromSeq: number): UpdateStart {
  if (fromSeq === 1 || sizeOf(log.events.slice(fromSeq - 1)) > CHECKPOINT_OVER_BYTES) return wholeLeagueStart(log);
  return { fromSeq, checkpoint: false };
}

export function isSettledAtCheckpoint(question: CheckpointQuestion): question is Extract<CheckpointQuestion, { outcome: string }> {
  return 'outcome' in question;
}

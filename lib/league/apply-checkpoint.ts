// A checkpoint applied to a league new here, or behind it: its state taken, and nothing taken that
// disagrees with what this browser holds (see applyCheckpoint).

import type { OpContext } from '../game/operation';
import type { GameData } from '../model/game';
import type { Checkpoint, League } from '../model/league';
import type { Market } from '../model/market';
import { isSettledAtCheckpoint } from './checkpoint';
import { addQuestion, settleQuestion, type QuestionFields } from './league-questions';
import type { LeagueChangeSummary, UpdateProblem } from './update-summary';

/** Whether a market held here is the question a checkpoint lists as open, word for word. */
function sameQuestion(held: Market, question: Omit<QuestionFields, 'type' | 'seq' | 'prev'>): boolean {
  return (
    held.question === question.question &&
    held.category === question.category &&
    (held.description ?? '') === question.description &&
    held.endTime === question.endTime &&
    held.createdAt === question.at
  );
}

/**
 * The league, new here or behind the checkpoint, brought to the checkpoint's state: open questions
 * added (those held here stay as they are), results this browser has not applied settled (each
 * credit under the checkpoint's seq), the name and the kept hashes from the checkpoint on.
 */
export function applyCheckpoint(data: GameData, league: League, known: boolean, checkpoint: Checkpoint, summary: LeagueChangeSummary, ctx: OpContext): { data: GameData; league: League } | UpdateProblem {
  // A league kept here, even one restored with nothing applied (its wallet already credited from
  // its starting coins), must have the starting coins the operator signed: as event 1 would check.
  if (known && (league.startingCoins !== checkpoint.startingCoins || (league.seq > 0 && league.payout !== checkpoint.payout))) return { problem: 'checkpoint-disagrees' };
  // Every question this browser holds of a league it has applied must be in the checkpoint, as it
  // is held: a different history (a fork) is refused, as its events would be.
  if (league.seq > 0) {
    const listed = new Set(checkpoint.questions.map((question) => question.id));
    if (data.markets.some((market) => market.leagueId === league.id && !listed.has(market.id))) return { problem: 'checkpoint-disagrees' };
  }
  let next = data;
  for (const question of checkpoint.questions) {
    const held = next.markets.find((market) => market.id === question.id);
    if (!question.id.startsWith(`${league.id}.`) || (held && held.leagueId !== league.id)) return { problem: 'question-not-added', questionId: question.id };
    let applied: GameData | UpdateProblem = next;
    if (!isSettledAtCheckpoint(question)) {
      if (held && league.seq > 0 && (held.isResolved || !sameQuestion(held, question))) return { problem: 'checkpoint-disagrees' };
      if (!held || league.seq === 0) applied = addQuestion(next, league, question, summary);
    } else if (held?.isResolved) {
      if (held.outcome !== question.outcome) return { problem: 'checkpoint-disagrees' };
    } else if (held) {
      applied = settleQuestion(next, league, question.id, question.outcome, checkpoint.seq, summary, ctx);
    }
    if ('problem' in applied) return applied;
    next = applied;
  }
  summary.name = checkpoint.name;
  // The rule is the signed checkpoint's alone: a record that says otherwise (a hand-edited backup) is not kept.
  const caughtUp: League = { ...league, payout: undefined, name: checkpoint.name, startingCoins: checkpoint.startingCoins, ...(checkpoint.payout ? { payout: checkpoint.payout } : {}), seq: checkpoint.seq, firstSeq: checkpoint.seq, hashes: [checkpoint.hash] };
  return { data: next, league: caughtUp };
}

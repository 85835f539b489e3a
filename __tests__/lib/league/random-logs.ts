// Random league logs for the property tests: three questions to bet on, then random operations
// (more questions, renames, results on whichever question is open), each an hour apart.

import fc from 'fast-check';
import type { LeagueKeys } from '@/lib/league/keys';
import { appendQuestion, appendRename, describeLog, type LeagueLog } from '@/lib/league/league-log';
import { ok } from '../game-fixtures';
import { draft, HOUR_MS, logWithQuestions, NOW, resolve } from './league-fixtures';

export type Op = { kind: 'add' } | { kind: 'rename' } | { kind: 'settle'; pick: number; outcome: 'YES' | 'NO' | 'VOID' };

export const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.constant({ kind: 'add' as const }),
  fc.constant({ kind: 'rename' as const }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), outcome: fc.constantFrom('YES' as const, 'NO' as const, 'VOID' as const) }),
  fc.record({ kind: fc.constant('settle' as const), pick: fc.nat(), outcome: fc.constantFrom('YES' as const, 'NO' as const) }),
);

/** Three questions to bet on, then the ops: more questions, results, renames. */
export async function buildLog(keys: LeagueKeys, ops: readonly Op[]): Promise<LeagueLog> {
  let log = await logWithQuestions(keys, 3);
  for (const [index, op] of ops.entries()) {
    const at = NOW + (5 + index) * HOUR_MS;
    if (op.kind === 'add') log = ok(await appendQuestion(log, draft(`Will extra event ${index} happen?`), at)).log;
    if (op.kind === 'rename') log = ok(await appendRename(log, `League ${index}`, at)).log;
    if (op.kind === 'settle') {
      const open = describeLog(log.events).questions.filter((question) => question.state === 'open');
      const question = open[op.pick % Math.max(open.length, 1)];
      if (question) log = await resolve(log, question.id, op.outcome, at);
    }
  }
  return log;
}

/** The log's first `upTo` events: the league as it stood then. */
export const prefix = (log: LeagueLog, upTo: number): LeagueLog => ({ ...log, events: log.events.slice(0, upTo), hashes: log.hashes.slice(0, upTo) });

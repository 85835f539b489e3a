import { appendOutcomes, appendQuestions } from '@/lib/league/league-log';
import { hashEvents, chainHolds } from '@/lib/league/event-hash';
import { appendOutcome, appendQuestion, describeLog } from '@/lib/league/league-log';
import { HOUR_MS, NOW, draft, logWithQuestions, resolve, testKeys } from './league-fixtures';

describe('appendQuestions', () => {
  it('adds one draft exactly as appendQuestion does', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const one = await appendQuestion(log, draft('Will it rain in Pune?', { description: ' Monsoon ' }), NOW);
    const many = await appendQuestions(log, [draft('Will it rain in Pune?', { description: ' Monsoon ' })], NOW);
    expect(many).toEqual(one.ok && { ok: true, log: one.log, questionIds: [one.questionId] });
  });

  it('adds every draft in order, numbered after the league’s questions and chained', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2);
    const added = await appendQuestions(log, [draft('Will team A win the cup?'), draft('Will team B win the cup?', { category: 'News' })], NOW + HOUR_MS);
    if (!added.ok) throw new Error('refused');
    expect(added.questionIds).toEqual([`${log.leagueId}.3`, `${log.leagueId}.4`]);
    expect(added.log.events.slice(3).map((event) => [event.seq, event.type])).toEqual([
      [4, 'question-added'],
      [5, 'question-added'],
    ]);
    expect(added.log.hashes).toEqual(await hashEvents(added.log.events));
    expect(chainHolds(added.log.events, added.log.hashes)).toBe(true);
    expect(log.events).toHaveLength(3);
  });

  it('adds none when any draft is refused, and gives every refusal with its index', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const refused = await appendQuestions(
      log,
      [draft('Will team 1 win the cup'), draft('Will team X win the cup?'), draft('Short?'), draft('will team x win the cup'), draft('Will team 1 win the cup?')],
      NOW,
    );
    expect(refused).toEqual({
      ok: false,
      errors: [
        // An open question of the league asks it already (and it has no '?').
        { index: 0, errors: { question: { reason: 'question-mark-missing' } } },
        { index: 2, errors: { question: { reason: 'question-too-short', min: 10 } } },
        { index: 3, errors: { question: { reason: 'question-mark-missing' } } },
        { index: 4, errors: { question: { reason: 'asked-already' } } },
      ],
    });
  });

  it('lets a settled question be asked again, as appendQuestion does', async () => {
    const [keys] = await testKeys();
    const open = await logWithQuestions(keys, 1);
    const log = await resolve(open, `${open.leagueId}.1`, 'YES');
    expect((await appendQuestions(log, [draft('Will team 1 win the cup?')], NOW)).ok).toBe(true);
  });

  it('adds 3,000 questions in a few seconds', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 0);
    const drafts = Array.from({ length: 3000 }, (_, n) => draft(`Will team ${n + 1} win match ${n + 1}?`));
    const started = performance.now();
    const added = await appendQuestions(log, drafts, NOW);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(added.ok && describeLog(added.log.events).questions).toHaveLength(3000);
  });
});

describe('appendOutcomes', () => {
  it('settles one question exactly as appendOutcome does', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const questionId = `${log.leagueId}.1`;
    const one = await appendOutcome(log, questionId, 'VOID', NOW);
    expect(await appendOutcomes(log, [{ questionId, outcome: 'VOID' }], NOW)).toEqual(one);
  });

  it('settles every question in order', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 3);
    const id = (n: number) => `${log.leagueId}.${n}`;
    const settled = await appendOutcomes(log, [{ questionId: id(2), outcome: 'NO' }, { questionId: id(1), outcome: 'YES' }], NOW);
    if (!settled.ok) throw new Error('refused');
    expect(describeLog(settled.log.events).questions.map((question) => question.state)).toEqual(['YES', 'NO', 'open']);
    expect(chainHolds(settled.log.events, settled.log.hashes)).toBe(true);
  });

  it('settles none when any is unknown or already final, here or earlier in the list', async () => {
    const [keys] = await testKeys();
    const base = await logWithQuestions(keys, 2);
    const id = (n: number) => `${base.leagueId}.${n}`;
    const log = await resolve(base, id(1), 'NO');
    const refused = await appendOutcomes(
      log,
      [{ questionId: id(1), outcome: 'YES' }, { questionId: id(2), outcome: 'YES' }, { questionId: id(9), outcome: 'NO' }, { questionId: id(2), outcome: 'VOID' }],
      NOW,
    );
    expect(refused).toEqual({
      ok: false,
      refusals: [
        { index: 0, refusal: { ok: false, reason: 'already-final', questionId: id(1), state: 'NO' } },
        { index: 2, refusal: { ok: false, reason: 'unknown-question', questionId: id(9) } },
        { index: 3, refusal: { ok: false, reason: 'already-final', questionId: id(2), state: 'YES' } },
      ],
    });
  });
});

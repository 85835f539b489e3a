import { appendQuestion, type LeagueLog } from '@/lib/league/league-log';
import { checkpointOfEvents } from '@/lib/league/checkpoint';
import { openLeagueQuestions, PREVIEWED_LEAGUE_QUESTIONS } from '@/lib/league/open-questions';
import { HOUR_MS, NOW, draft, logWithQuestions, resolve, testKeys } from './league-fixtures';

async function withQuestion(log: LeagueLog, question: string, endsInHours: number): Promise<LeagueLog> {
  const added = await appendQuestion(log, draft(question, { endTime: new Date(NOW + endsInHours * HOUR_MS).toISOString() }), NOW);
  if (!added.ok) throw new Error(JSON.stringify(added));
  return added.log;
}

describe('openLeagueQuestions', () => {
  it('lists the open questions soonest to close first, leaving out settled and closed ones', async () => {
    const [keys] = await testKeys();
    let log = await logWithQuestions(keys, 0);
    log = await withQuestion(log, 'Ends in a day?', 24);
    log = await withQuestion(log, 'Ends in an hour?', 1);
    log = await withQuestion(log, 'Ends in a week?', 24 * 7);
    log = await withQuestion(log, 'Settled already?', 2);
    const settledId = log.events.find((event) => event.type === 'question-added' && event.question === 'Settled already?');
    log = await resolve(log, settledId && 'id' in settledId ? settledId.id : '', 'YES');
    const open = openLeagueQuestions({ events: log.events }, NOW);
    expect(open.map((question) => question.question)).toEqual(['Ends in an hour?', 'Ends in a day?', 'Ends in a week?']);
    // Two hours on, the one closing in an hour is no longer open.
    expect(openLeagueQuestions({ events: log.events }, NOW + 2 * HOUR_MS).map((question) => question.question)).toEqual(['Ends in a day?', 'Ends in a week?']);
  });

  it('reads the questions a checkpoint carries, with the events after it', async () => {
    const [keys] = await testKeys();
    let log = await logWithQuestions(keys, 2);
    const checkpoint = checkpointOfEvents(log.events, log.hashes.at(-1) ?? '');
    log = await withQuestion(log, 'Added after the checkpoint?', 1);
    const after = log.events.slice(checkpoint.seq);
    const open = openLeagueQuestions({ events: after, checkpoint }, NOW);
    expect(open.map((question) => question.question)).toEqual(['Added after the checkpoint?', 'Will team 1 win the cup?', 'Will team 2 win the cup?']);
  });

  it(`carries at most ${PREVIEWED_LEAGUE_QUESTIONS}`, async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, PREVIEWED_LEAGUE_QUESTIONS + 3);
    expect(openLeagueQuestions({ events: log.events }, NOW)).toHaveLength(PREVIEWED_LEAGUE_QUESTIONS);
  });
});

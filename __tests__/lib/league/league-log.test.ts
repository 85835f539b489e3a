import { hashEvents } from '@/lib/league/event-hash';
import {
  appendOutcome,
  appendQuestion,
  appendRename,
  describeLog,
  leagueNameProblem,
  loadLeagueLog,
  startLeagueLog,
  startingCoinsProblem,
} from '@/lib/league/league-log';
import { leagueIdOf } from '@/lib/league/league-id';
import { leagueSetupText, logRefusalText } from '@/lib/league/league-words';
import { fromBase64Url } from '@/lib/league/encoding';
import { ENDS, HOUR_MS, NOW, draft, logWithQuestions, resolve, testKeys } from './league-fixtures';

describe('the operator’s league log', () => {
  it('starts with event 1: the name and starting coins, under the id its key derives', async () => {
    const [keys] = await testKeys();
    const log = await startLeagueLog(keys.publicKey, '  Site League ', 500, NOW);
    expect(log.leagueId).toBe(await leagueIdOf(fromBase64Url(keys.publicKey) as Uint8Array));
    expect(log.events).toEqual([{ type: 'started', seq: 1, prev: '', at: new Date(NOW).toISOString(), name: 'Site League', startingCoins: 500, payout: 'fixed' }]);
    expect(log.hashes).toEqual(await hashEvents(log.events));
  });

  it('refuses to start with a name or starting coins out of range', async () => {
    const [keys] = await testKeys();
    await expect(startLeagueLog(keys.publicKey, ' ', 1000, NOW)).rejects.toThrow('name-length');
    await expect(startLeagueLog(keys.publicKey, 'Site League', 99, NOW)).rejects.toThrow('coins-range');
    expect(leagueNameProblem('  ')).toBe('name-length');
    expect(leagueSetupText('name-length')).toBe('A league name has 1 to 40 characters.');
    expect(leagueNameProblem('X')).toBeNull();
    expect(startingCoinsProblem(1_000_001)).toBe('coins-range');
    expect(startingCoinsProblem(1.5)).toBe('coins-range');
    expect(leagueSetupText('coins-range')).toBe('Starting coins are whole coins from 100 to 10,00,000.');
    expect(startingCoinsProblem(100)).toBeNull();
  });

  it.each([
    ['a right-to-left override', 'Office Cup\u202e'],
    ['an override before reversed text', '\u202epuC eciffO'],
    ['a right-to-left mark', 'Office\u200f Cup'],
    ['an isolate', '\u2067Office Cup\u2069'],
  ])('refuses a new name holding %s, to start or to rename', async (_, name) => {
    const [keys] = await testKeys();
    expect(leagueNameProblem(name)).toBe('direction-control');
    await expect(startLeagueLog(keys.publicKey, name, 1000, NOW)).rejects.toThrow('direction-control');
    const log = await startLeagueLog(keys.publicKey, 'Quiz Night', 1000, NOW);
    expect(await appendRename(log, name, NOW)).toEqual({ ok: false, reason: 'direction-control' });
    expect(logRefusalText({ ok: false, reason: 'direction-control' })).toBe(leagueSetupText('direction-control'));
    expect(leagueSetupText('direction-control')).toBe('A league name cannot hold hidden characters that turn text around: they can make one name pass for another.');
  });

  it('accepts right-to-left letters in a name: only the hidden controls are refused', () => {
    expect(leagueNameProblem('\u05dc\u05d9\u05d2\u05d4 Cup')).toBeNull();
    expect(leagueNameProblem('Office\u200bCup')).toBeNull();
  });

  it('numbers questions <leagueId>.<n> and chains each event to the one before', async () => {
    const [keys] = await testKeys();
    const start = await startLeagueLog(keys.publicKey, 'Site League', 1000, NOW);
    const added = await appendQuestion(start, draft(' Will it rain in Pune? ', { description: ' Monsoon ' }), NOW + HOUR_MS);
    if (!added.ok) throw new Error('refused');
    expect(added.questionId).toBe(`${start.leagueId}.1`);
    expect(added.log.events[1]).toEqual({
      type: 'question-added',
      seq: 2,
      prev: start.hashes[0],
      at: new Date(NOW + HOUR_MS).toISOString(),
      id: `${start.leagueId}.1`,
      question: 'Will it rain in Pune?',
      category: 'Sports',
      description: 'Monsoon',
      endTime: ENDS,
    });
    expect(added.log.hashes).toEqual(await hashEvents(added.log.events));
    const second = await appendQuestion(added.log, draft('Will it snow in Pune?'), NOW + HOUR_MS);
    expect(second.ok && second.questionId).toBe(`${start.leagueId}.2`);
    // The log it was given is not changed.
    expect(start.events).toHaveLength(1);
  });

  it('checks a question as the admin’s form does, and refuses one an open question already asks', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1);
    const bad = await appendQuestion(log, { question: 'Rain?', category: 'Weather', endTime: new Date(NOW - 1).toISOString(), description: '' }, NOW);
    expect(bad).toEqual({
      ok: false,
      errors: {
        question: { reason: 'question-too-short', min: 10 },
        category: { reason: 'category-unknown' },
        endTime: { reason: 'end-time-past' },
      },
    });
    expect(await appendQuestion(log, draft('will TEAM 1 win the cup'), NOW)).toEqual({
      ok: false,
      errors: { question: { reason: 'question-mark-missing' } },
    });
    expect(await appendQuestion(log, draft('Will team 1 win the cup ?'), NOW)).toEqual({
      ok: false,
      errors: { question: { reason: 'asked-already' } },
    });
    // Once settled, the same question may be asked again.
    const settled = await resolve(log, `${log.leagueId}.1`, 'NO');
    expect((await appendQuestion(settled, draft('Will team 1 win the cup?'), NOW)).ok).toBe(true);
  });

  it('resolves, voids and renames, and describes the result', async () => {
    const [keys] = await testKeys();
    let log = await logWithQuestions(keys, 3);
    log = await resolve(log, `${log.leagueId}.1`, 'YES');
    log = await resolve(log, `${log.leagueId}.2`, 'VOID');
    const renamed = await appendRename(log, 'Office League', NOW);
    if (!renamed.ok) throw new Error('refused');
    expect(renamed.log.events.slice(-3).map((event) => event.type)).toEqual(['resolved', 'voided', 'renamed']);
    const state = describeLog(renamed.log.events);
    expect(state.name).toBe('Office League');
    expect(state.startingCoins).toBe(1000);
    expect(state.questions.map((question) => [question.id, question.state])).toEqual([
      [`${log.leagueId}.1`, 'YES'],
      [`${log.leagueId}.2`, 'VOID'],
      [`${log.leagueId}.3`, 'open'],
    ]);
    expect(renamed.log.hashes).toEqual(await hashEvents(renamed.log.events));
  });

  it('refuses an unknown question, a second result and a rename that changes nothing', async () => {
    const [keys] = await testKeys();
    const open = await logWithQuestions(keys, 1);
    const log = await resolve(open, `${open.leagueId}.1`, 'NO');
    const unknown = { ok: false, reason: 'unknown-question', questionId: `${log.leagueId}.9` } as const;
    expect(await appendOutcome(log, `${log.leagueId}.9`, 'YES', NOW)).toEqual(unknown);
    expect(logRefusalText(unknown)).toBe(`This league has no question ${log.leagueId}.9.`);
    const final = { ok: false, reason: 'already-final', questionId: `${log.leagueId}.1`, state: 'NO' } as const;
    expect(await appendOutcome(log, `${log.leagueId}.1`, 'VOID', NOW)).toEqual(final);
    expect(logRefusalText(final)).toBe(`Question ${log.leagueId}.1 already has its result (NO), and a result can’t be changed.`);
    expect(logRefusalText({ ...final, state: 'VOID' })).toBe(`Question ${log.leagueId}.1 is already cancelled, and a result can’t be changed.`);
    expect(await appendRename(log, 'Site League', NOW)).toEqual({ ok: false, reason: 'same-name', name: 'Site League' });
    expect(logRefusalText({ ok: false, reason: 'same-name', name: 'Site League' })).toBe('The league is already called Site League.');
    expect(await appendRename(log, 'x'.repeat(41), NOW)).toEqual({ ok: false, reason: 'name-length' });
    expect(logRefusalText({ ok: false, reason: 'name-length' })).toBe('A league name has 1 to 40 characters.');
  });

  it('loads a stored log back, and refuses one that was edited', async () => {
    const [keys] = await testKeys();
    const open = await logWithQuestions(keys, 2);
    const log = await resolve(open, `${open.leagueId}.2`, 'YES');
    const stored = JSON.parse(JSON.stringify(log.events)) as unknown;
    expect(await loadLeagueLog(keys.publicKey, stored)).toEqual({ ok: true, log });
    const edited = JSON.parse(JSON.stringify(log.events)) as { question?: string }[];
    edited[1] = { ...edited[1], question: 'Will team 9 win the cup?' };
    expect(await loadLeagueLog(keys.publicKey, edited)).toEqual({ ok: false, reason: 'broken-chain' });
    expect(logRefusalText({ ok: false, reason: 'broken-chain' })).toBe('The league’s history was changed: its parts do not follow on from each other.');
    expect(await loadLeagueLog(keys.publicKey, log.events.slice(1))).toEqual({ ok: false, reason: 'not-started' });
    expect(await loadLeagueLog(keys.publicKey, [{ type: 'nope' }])).toMatchObject({ ok: false, reason: 'invalid-event' });
    expect(await loadLeagueLog('not a key!', log.events)).toEqual({ ok: false, reason: 'not-a-key' });
  });
});

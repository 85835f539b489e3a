/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEASON_FILE_MAX_BYTES } from '@/lib/league/season-limits';
import { runLeagueCli } from '@/scripts/league/run-cli';
import { readJson, scratchRoot, snapshot, type CliRun } from './league-cli-helpers';

// The samples in docs/ end in March to May 2027: the clock stands a few weeks before.
const NOW_MS = Date.parse('2027-03-01T10:00:00Z');
const DOCS = join(__dirname, '..', '..', '..', 'docs');
const SAMPLE_LEAGUE_ID = 'k7dq3mzpa2xw6rbt';

interface EventsFile {
  events: { seq: number; type: string; id?: string; question?: string; endTime?: string; description?: string; questionId?: string; outcome?: string }[];
}

async function league(root: string, ...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runLeagueCli(argv, { root, out: (line) => out.push(line), err: (line) => err.push(line), now: () => NOW_MS });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function startedLeague(): Promise<{ root: string; leagueId: string }> {
  const root = scratchRoot();
  expect((await league(root, 'init', '--name', 'IPL Friends')).code).toBe(0);
  return { root, leagueId: readJson<{ leagueId: string }>(root, 'data/league/league.json').leagueId };
}

function write(root: string, name: string, text: string | Uint8Array): string {
  writeFileSync(join(root, name), text);
  return name;
}

const events = (root: string) => readJson<EventsFile>(root, 'data/league/events.json').events;

describe('add --from and resolve --from', () => {
  it('adds the sample season: India time for an end without offset, Hindi text, a quoted comma', async () => {
    const { root, leagueId } = await startedLeague();
    const run = await league(root, 'add', '--from', join(DOCS, 'season-sample.csv'));
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Added 4 questions from ${join(DOCS, 'season-sample.csv')}: ${leagueId}.1 to ${leagueId}.4.`);
    expect(run.out).toMatch(/run `npm run league -- publish`/);
    const added = events(root).slice(1);
    expect(added.map((event) => [event.seq, event.type, event.id])).toEqual([2, 3, 4, 5].map((seq) => [seq, 'question-added', `${leagueId}.${seq - 1}`]));
    expect(added[0]).toMatchObject({ endTime: '2027-03-26T14:00:00.000Z', description: 'Wankhede Stadium, Mumbai' });
    expect(added[1]).toMatchObject({ question: 'क्या रॉयल चैलेंजर्स बेंगलुरु पहला मैच जीतेगा?', endTime: '2027-03-27T10:00:00.000Z' });
    expect(added[3]).toMatchObject({ question: 'Will the final be played on 30 May, as planned?', description: 'The "final" date, as the schedule gives it today' });
  });

  it('settles the sample results once the ids are this league’s', async () => {
    const { root, leagueId } = await startedLeague();
    await league(root, 'add', '--from', join(DOCS, 'season-sample.csv'));
    const results = readFileSync(join(DOCS, 'season-results-sample.csv'), 'utf8').replaceAll(SAMPLE_LEAGUE_ID, leagueId);
    const run = await league(root, 'resolve', '--from', write(root, 'results.csv', results));
    expect(run.err).toBe('');
    expect(run.out).toContain('Settled 3 questions from');
    expect(run.out).toContain('1 YES, 1 NO, 1 void');
    expect(events(root).slice(5).map((event) => [event.type, event.questionId, event.outcome])).toEqual([
      ['resolved', `${leagueId}.1`, 'YES'],
      ['resolved', `${leagueId}.2`, 'NO'],
      ['voided', `${leagueId}.3`, undefined],
    ]);
  });

  it('adds nothing when any row is wrong, printing every problem with its row number', async () => {
    const { root } = await startedLeague();
    const file = write(root, 'season.csv', '\uFEFFquestion,category,ends\r\nWill Mumbai win match 1?,Sports,2027-03-26 19:30\r\nShort?,Cricket,2027-03-26\r\nWill Mumbai win match 1?,Sports,2027-03-27 19:30\r\n');
    const before = snapshot(root);
    const run = await league(root, 'add', '--from', file);
    expect(run.code).toBe(1);
    expect(run.err.split('\n')).toEqual([
      `Error: ${join(root, file)} cannot be used:`,
      '  Row 3, question: The question needs at least 10 characters.',
      '  Row 3, category: Use one of Sports, Finance, News, Entertainment.',
      '  Row 3, ends: "2027-03-26" has no time of day. Add one, like 2027-03-26 19:30 (India time).',
      '  Row 4, question: row 2 already has this question.',
      'Nothing was added: fix these 4 problems in the file and try again.',
    ]);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a question an open question of the league already asks, by its row', async () => {
    const { root } = await startedLeague();
    await league(root, 'add', '--question', 'Will Mumbai win match 1?', '--category', 'Sports', '--ends', '2027-03-26T14:00Z');
    const file = write(root, 'season.csv', 'question,category,ends\nWill Chennai win match 2?,Sports,2027-03-27 19:30\nwill mumbai win match 1?,Sports,2027-03-26 19:30\n');
    const before = snapshot(root);
    const run = await league(root, 'add', '--from', file);
    expect(run.code).toBe(1);
    expect(run.err).toContain('  Row 3, question: A question still waiting for its result already asks this.');
    expect(snapshot(root)).toEqual(before);
  });

  it('settles nothing when an id is unknown or already final, each with its row', async () => {
    const { root, leagueId } = await startedLeague();
    await league(root, 'add', '--from', join(DOCS, 'season-sample.csv'));
    await league(root, 'resolve', `${leagueId}.1`, 'NO');
    const file = write(root, 'results.csv', `id,result\n${leagueId}.2,yes\n${leagueId}.1,YES\n${leagueId}.9,NO\n`);
    const before = snapshot(root);
    const run = await league(root, 'resolve', '--from', file);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`  Row 3, id: Question ${leagueId}.1 already has its result (NO), and a result can’t be changed.`);
    expect(run.err).toContain(`  Row 4, id: This league has no question ${leagueId}.9.`);
    expect(run.err).toContain('No results were given: fix these 2 problems in the file and try again.');
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a file over the size cap unread, one that is not UTF-8, and one that is missing', async () => {
    const { root } = await startedLeague();
    const big = await league(root, 'add', '--from', write(root, 'big.csv', 'x'.repeat(SEASON_FILE_MAX_BYTES + 1)));
    expect(big.code).toBe(1);
    expect(big.err).toContain('The file is larger than 1 MB.');
    const utf16 = await league(root, 'resolve', '--from', write(root, 'utf16.csv', new Uint8Array([0xff, 0xfe, 0x69, 0x00, 0x64, 0x00])));
    expect(utf16.err).toContain('The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.');
    const missing = await league(root, 'add', '--from', 'nowhere.csv');
    expect(missing).toMatchObject({ code: 1, err: expect.stringContaining(`Cannot read ${join(root, 'nowhere.csv')}.`) });
  });

  it('takes --from alone: with a question’s options too it is bad usage', async () => {
    const { root } = await startedLeague();
    const run = await league(root, 'add', '--from', 'season.csv', '--question', 'Will it rain in Pune today?');
    expect(run.code).toBe(2);
    expect(run.err).toContain('add takes either --from FILE or --question, --category and --ends, not both.');
    expect((await league(root, 'resolve', '--from', 'x.csv', 'extra')).code).toBe(2);
  });

  it('says how in the usage text', async () => {
    const help = await league(scratchRoot(), '--help');
    expect(help.out).toContain('add --from FILE.csv');
    expect(help.out).toContain('resolve --from FILE.csv');
    expect(help.out).toContain('docs/season-sample.csv');
  });
});

// 'Add questions from a file' in the store, with real keys and a real (fake-indexeddb) storage:
// a season CSV adds every question to the operated league or none, and a file over the cap is
// refused without being read.

import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { SEASON_FILE_MAX_BYTES } from '@/lib/league/season-limits';
import { commitGame } from '@/lib/store/commit-game';
import { useGameStore } from '@/lib/store/game-store';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { addLeagueQuestionsFromFile, startLeague } from '@/lib/store/league-operator-actions';
import { useSessionStore } from '@/lib/store/session-store';
import { FAKE_HASH, ok } from '../game-fixtures';
import { NOW } from '../league/league-fixtures';

/** A file as the store reads it, whose reads are counted. */
function csvFile(text: string, size = new TextEncoder().encode(text).byteLength) {
  const bytes = new TextEncoder().encode(text);
  return { size, arrayBuffer: jest.fn(async () => bytes.buffer as ArrayBuffer) };
}

async function operatorWithLeague(): Promise<string> {
  await hydrateStores(Date.now());
  const details = { username: 'Olga', email: 'olga@example.com', phone: null, password: FAKE_HASH };
  const accountId = ok(await commitGame((data, ctx) => signUp(data, details, ADMIN_EMAIL, ctx))).account.id;
  useSessionStore.setState({ accountId });
  const started = await startLeague('IPL Friends', 1000);
  if (!started.ok) throw new Error(started.message);
  return started.leagueId;
}

const questionsOf = (leagueId: string) =>
  useGameStore.getState().operatedLeagues.find((league) => league.id === leagueId)?.events.filter((event) => event.type === 'question-added') ?? [];

beforeEach(() => {
  let clock = NOW;
  jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
});

describe('addLeagueQuestionsFromFile', () => {
  it('adds every question of the file, India time for an end without offset, and says how many', async () => {
    const leagueId = await operatorWithLeague();
    const file = csvFile('\uFEFFquestion,category,ends,description\r\nक्या मुंबई पहला मैच जीतेगी?,sports,2027-04-05 19:30,"Match 1, Wankhede"\r\nWill Chennai win match 2?,Sports,2027-04-06T14:00Z,\r\n');
    expect(await addLeagueQuestionsFromFile(leagueId, file)).toEqual({ ok: true, leagueId, message: '2 questions added.', added: 2 });
    expect(questionsOf(leagueId)).toEqual([
      expect.objectContaining({ id: `${leagueId}.1`, question: 'क्या मुंबई पहला मैच जीतेगी?', endTime: '2027-04-05T14:00:00.000Z', description: 'Match 1, Wankhede' }),
      expect.objectContaining({ id: `${leagueId}.2`, category: 'Sports', endTime: '2027-04-06T14:00:00.000Z' }),
    ]);
    expect(useGameStore.getState().markets.filter((market) => market.leagueId === leagueId)).toHaveLength(2);
  });

  it('adds none when a row is wrong, and gives each problem with its row', async () => {
    const leagueId = await operatorWithLeague();
    const result = await addLeagueQuestionsFromFile(leagueId, csvFile('question,category,ends\nWill Chennai win match 2?,Sports,2027-04-06 19:30\nShort?,Sports,2027-04-06\n'));
    expect(result).toEqual({
      ok: false,
      message: 'Nothing was added: fix these 2 problems in the file and try again.',
      problems: ['Row 3, question: The question needs at least 10 characters.', 'Row 3, ends: "2027-04-06" has no time of day. Add one, like 2027-04-06 19:30 (India time).'],
    });
    expect(questionsOf(leagueId)).toEqual([]);
  });

  it('refuses a file over 1 MB without reading it', async () => {
    const leagueId = await operatorWithLeague();
    const file = csvFile('question,category,ends\n', SEASON_FILE_MAX_BYTES + 1);
    expect(await addLeagueQuestionsFromFile(leagueId, file)).toMatchObject({ ok: false, problems: ['The file is larger than 1 MB. Split the season into smaller files.'] });
    expect(file.arrayBuffer).not.toHaveBeenCalled();
  });

  it('refuses anyone but the league’s operator', async () => {
    const leagueId = await operatorWithLeague();
    useSessionStore.setState({ accountId: null });
    const file = csvFile('question,category,ends\n');
    expect(await addLeagueQuestionsFromFile(leagueId, file)).toEqual({ ok: false, message: 'Log in to run a league.', problems: [] });
    expect(file.arrayBuffer).not.toHaveBeenCalled();
  });
});

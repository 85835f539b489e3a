import { KEY_FILE_NOTE } from '@/lib/league/league-words';
import * as v from 'valibot';
import { checkKeyFile, KEY_FILE_FORMAT, keyFileText, readKeyFile, type LeagueKeyFile } from '@/lib/league/key-file';
import { keyFileRefusalText } from '@/lib/league/league-words';
import type { LeagueKeys } from '@/lib/league/keys';
import type { LeagueLog } from '@/lib/league/league-log';
import { privateJwkSchema, type OperatedLeague } from '@/lib/model/operated-league';
import { NOW } from '../game-fixtures';
import { logWithQuestions, testKeys } from './league-fixtures';

function operated(keys: LeagueKeys, log: LeagueLog): OperatedLeague {
  const privateJwk = v.parse(privateJwkSchema, keys.privateJwk);
  return { id: log.leagueId, accountId: 'a1', privateJwk, publicKey: log.publicKey, events: log.events, hashes: log.hashes, sharedUpTo: 1, createdAt: new Date(NOW).toISOString() };
}

async function fileText(change: (json: Record<string, unknown>) => void = () => undefined): Promise<{ text: string; log: LeagueLog; keys: LeagueKeys }> {
  const [keys] = await testKeys();
  const log = await logWithQuestions(keys, 2, 'Office Cup');
  const json = JSON.parse(keyFileText(operated(keys, log), KEY_FILE_NOTE)) as Record<string, unknown>;
  change(json);
  return { text: JSON.stringify(json), log, keys };
}

describe('the league key file', () => {
  it('writes the format, its version, the league, both halves of the key and every event, and reads them back', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 2, 'Office Cup');
    const text = keyFileText(operated(keys, log), KEY_FILE_NOTE);
    expect(JSON.parse(text)).toMatchObject({ format: KEY_FILE_FORMAT, version: 1, leagueId: log.leagueId, publicKey: keys.publicKey, privateJwk: keys.privateJwk, events: log.events });
    const read = readKeyFile(text);
    expect(read).toEqual({ ok: true, file: { leagueId: log.leagueId, publicKey: keys.publicKey, privateJwk: keys.privateJwk, events: log.events } });
    expect(await checkKeyFile((read as { file: LeagueKeyFile }).file)).toEqual({ ok: true, log });
  });

  it('tells the operator in the file that whoever holds it runs the league', async () => {
    const { text } = await fileText();
    expect(JSON.parse(text).note).toMatch(/Whoever has this file runs the league/);
  });

  it('refuses text that is not a key file', () => {
    expect(readKeyFile('not json')).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(readKeyFile('null')).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(readKeyFile(JSON.stringify({ format: 'predictoplay-league-feed', version: 1 }))).toEqual({ ok: false, reason: 'not-a-key-file' });
  });

  it('says a file from a newer version is newer', async () => {
    expect(readKeyFile((await fileText((json) => (json.version = 2))).text)).toEqual({ ok: false, reason: 'newer-key-file' });
  });

  it('refuses a missing part, an unknown field and an event that is not one', async () => {
    expect(readKeyFile((await fileText((json) => delete json.privateJwk)).text)).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(readKeyFile((await fileText((json) => (json.extra = 1))).text)).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(readKeyFile((await fileText((json) => ((json.events as object[])[0] = { type: 'started' }))).text)).toEqual({ ok: false, reason: 'not-a-key-file' });
  });

  it('refuses a private key that is not the league’s public key', async () => {
    const [, stranger] = await testKeys();
    expect(readKeyFile((await fileText((json) => (json.privateJwk = stranger.privateJwk))).text)).toEqual({ ok: false, reason: 'key-not-of-league' });
  });

  it('refuses a league id that is not the one its key derives', async () => {
    const read = readKeyFile((await fileText((json) => (json.leagueId = 'aaaabbbbccccdddd'))).text);
    expect(await checkKeyFile((read as { file: LeagueKeyFile }).file)).toEqual({ ok: false, reason: 'key-not-of-league' });
  });

  it('refuses events that were changed after they were chained', async () => {
    const read = readKeyFile(
      (
        await fileText((json) => {
          const events = json.events as { question?: string }[];
          if (events[1]) events[1].question = 'Will team 9 win the cup?';
        })
      ).text,
    );
    expect(read.ok).toBe(true);
    const checked = await checkKeyFile((read as { file: LeagueKeyFile }).file);
    expect(checked).toEqual({ ok: false, reason: 'bad-log', why: { ok: false, reason: 'broken-chain' } });
    expect(keyFileRefusalText(checked as Exclude<typeof checked, { ok: true }>)).toBe(
      'This league key file can’t be used. The league’s history was changed: its parts do not follow on from each other.',
    );
  });

  it('carries the players and picks collected, when there are any, and reads them back checked', async () => {
    const [keys] = await testKeys();
    const log = await logWithQuestions(keys, 1, 'Office Cup');
    const playerId = 'asha2222asha2222';
    const at = new Date(NOW).toISOString();
    const players = [{ playerId, publicKey: 'A'.repeat(87), name: 'Asha', admission: 'admitted' as const, firstSeenAt: at, through: at }];
    const picks = [{ id: `${playerId}.00000000000000ff`, questionId: `${log.leagueId}.1`, choice: 'YES' as const, amount: 100, placedAt: at, playerId, arrivedAt: at, proof: 'received' as const }];
    const text = keyFileText({ ...operated(keys, log), players, picks }, KEY_FILE_NOTE);
    expect(readKeyFile(text)).toEqual({ ok: true, file: { leagueId: log.leagueId, publicKey: keys.publicKey, privateJwk: keys.privateJwk, events: log.events, players, picks } });

    const edited = (change: (json: { players: object[]; picks: object[] }) => void) => {
      const json = JSON.parse(text);
      change(json);
      return readKeyFile(JSON.stringify(json));
    };
    expect(edited((json) => ((json.picks[0] as { amount: number }).amount = -1))).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(edited((json) => (json.players = []))).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(edited((json) => json.players.push(json.players[0]!))).toEqual({ ok: false, reason: 'not-a-key-file' });
    expect(edited((json) => ((json.picks[0] as { id: string }).id = 'benn3333benn3333.00000000000000ff'))).toEqual({ ok: false, reason: 'not-a-key-file' });
  });

  it('writes no players or picks when none were collected', async () => {
    const { text } = await fileText();
    expect(Object.keys(JSON.parse(text))).not.toContain('players');
    expect(Object.keys(JSON.parse(text))).not.toContain('picks');
  });

  it('refuses a file with no events', async () => {
    const read = readKeyFile((await fileText((json) => (json.events = []))).text);
    const checked = await checkKeyFile((read as { file: LeagueKeyFile }).file);
    expect(checked).toEqual({ ok: false, reason: 'bad-log', why: { ok: false, reason: 'not-started' } });
    expect(keyFileRefusalText(checked as Exclude<typeof checked, { ok: true }>)).toMatch(/does not begin with its start/);
  });
});

/** @jest-environment node */
import { truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fingerprintText } from '@/lib/league/league-id';
import { league, leagueAt, NOW_MS, publishedLeague, readJson, scratchRoot, snapshot } from './league-cli-helpers';
import { MAX_FILE_BYTES } from '@/lib/files/file-cap';
import { MAX_CHAT_EXPORT_BYTES } from '@/lib/league/chat-export/chat-limits';
import { betOf, chatLine, HOUR_MS, picksLink, players, storedZip, writePicksFile } from './picks-cli-helpers';

const AFTER_CLOSE_MS = Date.parse('2026-12-02T09:00:00Z');

interface PicksFile {
  format: string;
  version: number;
  players: { playerId: string; name: string; admission: string }[];
  picks: { id: string; arrivedAt: string; proof: string }[];
}

const picksJson = (root: string) => readJson<PicksFile>(root, 'data/league/picks.json');

describe('npm run league -- picks', () => {
  it('counts a picks file collected before the question closes, and admits its new player', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    const run = await league(root, 'picks', file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Picks from Asha: 1 new');
    expect(run.out).toContain(`New player Asha (player code ${fingerprintText(asha!.playerId)}): admitted by this command.`);
    expect(run.out).toContain('Wrote data/league/picks.json: commit it.');
    const collected = picksJson(root);
    expect(collected).toMatchObject({ format: 'predictoplay-league-picks', version: 1, players: [{ playerId: asha!.playerId, name: 'Asha', admission: 'admitted' }] });
    expect(collected.picks).toEqual([expect.objectContaining({ arrivedAt: new Date(NOW_MS).toISOString(), proof: 'received' })]);
    expect((await league(root, 'list')).out).toContain(`${fingerprintText(asha!.playerId)}  [admitted]  Asha: 1 counted, 0 late, 0 refused`);
  });

  it('lists a picks file collected after the question closed as late', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    const run = await leagueAt(AFTER_CLOSE_MS, root, 'picks', file);
    expect(run.code).toBe(0);
    expect(run.out).toContain('Picks from Asha: 1 late');
    expect((await league(root, 'list')).out).toContain('Asha: 0 counted, 1 late, 0 refused');
  });

  it('counts a link by its chat message’s time though the export is collected after the close', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha, ben] = await players();
    const chat = [
      '01/12/2026, 10:58\u202fpm - Messages and calls are end-to-end encrypted.',
      // 11:00 pm India is 17:30 UTC, before the 18:30 close; 12:30 am on the 2nd is after it.
      chatLine('01/12/2026', '11:00 pm', 'Asha', `my picks ${await picksLink(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)])}`),
      chatLine('02/12/2026', '12:30 am', 'Ben', `mine ${await picksLink(root, ben!, [betOf(ben!, 1, questionId, 'NO', 50)])}`),
    ].join('\n');
    writeFileSync(join(root, 'WhatsApp Chat with Site League.txt'), chat);
    const run = await leagueAt(AFTER_CLOSE_MS, root, 'picks', 'WhatsApp Chat with Site League.txt');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Picks from Asha: 1 new');
    expect(run.out).toContain('Picks from Ben: 1 late');
    expect(picksJson(root).picks.map(({ arrivedAt, proof }) => [arrivedAt, proof])).toEqual([
      ['2026-12-01T17:30:59.999Z', 'chat-message'],
      ['2026-12-01T19:00:59.999Z', 'chat-message'],
    ]);
    const list = (await league(root, 'list')).out;
    expect(list).toContain('Asha: 1 counted, 0 late');
    expect(list).toContain('Ben: 0 counted, 1 late');
  });

  it('reads the chat out of the .zip an export comes in, with its message times', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const chat = chatLine('01/12/2026', '11:00 pm', 'Asha', await picksLink(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]));
    writeFileSync(join(root, 'export.zip'), storedZip('WhatsApp Chat with Site League.txt', new TextEncoder().encode(chat)));
    const run = await leagueAt(AFTER_CLOSE_MS, root, 'picks', 'export.zip');
    expect(run.code).toBe(0);
    expect(run.out).toContain('Picks from Asha: 1 new');
    expect(picksJson(root).picks[0]).toMatchObject({ arrivedAt: '2026-12-01T17:30:59.999Z', proof: 'chat-message' });
  });

  it('holds new players with --hold; admit and ignore take the player code, spaces allowed', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const code = fingerprintText(asha!.playerId);
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    const held = await league(root, 'picks', '--hold', file);
    expect(held.out).toContain(`New player Asha (player code ${code}): held, so not counted. To count their picks: \`npm run league -- admit ${code}\`.`);
    expect(picksJson(root).players[0]?.admission).toBe('pending');
    expect((await league(root, 'list')).out).toContain(`${code}  [pending]  Asha: 1 pick kept, not counted`);

    const admitted = await league(root, 'admit', ...code.split(' '));
    expect(admitted.code).toBe(0);
    expect(admitted.out).toContain(`Asha (player code ${code}) is now admitted`);
    expect((await league(root, 'list')).out).toContain('Asha: 1 counted');
    expect((await league(root, 'admit', code.toUpperCase())).out).toContain('already admitted');

    expect((await league(root, 'ignore', code)).code).toBe(0);
    expect(picksJson(root).players[0]?.admission).toBe('ignored');
    // Collecting again leaves an ignored player ignored.
    const again = await league(root, 'picks', await writePicksFile(root, asha!, [betOf(asha!, 2, questionId, 'NO', 20)], 'second.predictoplay-picks'));
    expect(again.out).toContain('is ignored: their picks are kept but never counted');
    expect(picksJson(root).players[0]?.admission).toBe('ignored');
  });

  it('refuses admit for a code nobody sent picks under, and changes nothing', async () => {
    const { root } = await publishedLeague();
    const before = snapshot(root);
    const run = await league(root, 'admit', 'abcd efgh ijkl mnop');
    expect(run.code).toBe(1);
    expect(run.err).toContain('No player with the code abcd efgh ijkl mnop has sent picks here');
    expect(snapshot(root)).toEqual(before);
  });

  it('skips a damaged link, says so, and collects the others', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha, ben] = await players();
    const good = await picksLink(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    const link = await picksLink(root, ben!, [betOf(ben!, 1, questionId, 'NO', 50)]);
    const at = link.length - 10;
    const damaged = `${link.slice(0, at)}${link[at] === 'A' ? 'B' : 'A'}${link.slice(at + 1)}`;
    writeFileSync(join(root, 'links.md'), `picks so far:\n${good}\n${damaged}\n`);
    const run = await league(root, 'picks', 'links.md');
    expect(run.code).toBe(0);
    expect(run.err).toContain(`${join(root, 'links.md')}: a picks link is damaged or not signed by its player: skipped.`);
    expect(run.out).toContain('Picks from Asha: 1 new');
    expect(run.out).toContain('1 link skipped');
    expect(picksJson(root).players.map((player) => player.name)).toEqual(['Asha']);
  });

  it('changes nothing when the same file is collected twice', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    await league(root, 'picks', file);
    const before = snapshot(root);
    const again = await leagueAt(NOW_MS + HOUR_MS, root, 'picks', file);
    expect(again.code).toBe(0);
    expect(again.out).toContain('Picks from Asha: already seen');
    expect(again.out).toContain('Nothing new: data/league/picks.json is unchanged.');
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a missing file or one holding no picks, and writes nothing', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    writeFileSync(join(root, 'notes.md'), 'nothing to see');
    const before = snapshot(root);
    const missing = await league(root, 'picks', file, 'gone.predictoplay-picks');
    expect(missing.code).toBe(1);
    expect(missing.err).toContain(`Cannot read ${join(root, 'gone.predictoplay-picks')}. Nothing was collected.`);
    const empty = await league(root, 'picks', 'notes.md');
    expect(empty.code).toBe(1);
    expect(empty.err).toContain('holds no picks: it is not a picks file');
    expect(snapshot(root)).toEqual(before);
    expect((await league(root, 'picks')).code).toBe(2);
  });

  it('says in the usage how picks arrive and that the command admits new players', async () => {
    const help = (await league(scratchRoot(), '--help')).out;
    expect(help).toContain('picks [--hold] FILE…');
    expect(help).toContain('a new player is admitted by this command, unless\n                                 --hold is given');
    expect(help).toContain('admit PLAYER-CODE');
    expect(help).toContain('collect picks before publishing');
  });

  it('refuses a picks file over 5 MB and a chat export over 50 MB, and writes nothing', async () => {
    const { root } = await publishedLeague();
    writeFileSync(join(root, 'big.predictoplay-picks'), '');
    truncateSync(join(root, 'big.predictoplay-picks'), MAX_FILE_BYTES + 1);
    writeFileSync(join(root, 'big.txt'), '');
    truncateSync(join(root, 'big.txt'), MAX_CHAT_EXPORT_BYTES + 1);
    const before = snapshot(root);
    const picksFile = await league(root, 'picks', 'big.predictoplay-picks');
    expect(picksFile.code).toBe(1);
    expect(picksFile.err).toContain('This file is over 5 MB');
    const chat = await league(root, 'picks', 'big.txt');
    expect(chat.code).toBe(1);
    expect(chat.err).toContain(`${join(root, 'big.txt')}: That file is over 50 MB. Export the chat without media. Nothing was collected.`);
    expect(snapshot(root)).toEqual(before);
  });

  it('refuses a damaged data/league/picks.json rather than writing over it', async () => {
    const { root, questionId } = await publishedLeague();
    const [asha] = await players();
    const file = await writePicksFile(root, asha!, [betOf(asha!, 1, questionId, 'YES', 100)]);
    writeFileSync(join(root, 'data/league/picks.json'), '{"format":"predictoplay-league-picks","version":1,"players":[{}],"picks":[]}');
    const before = snapshot(root);
    const run = await league(root, 'picks', file);
    expect(run.code).toBe(1);
    expect(run.err).toContain('data/league/picks.json is not as expected at players.0');
    expect((await league(root, 'list')).code).toBe(1);
    expect(snapshot(root)).toEqual(before);
  });
});

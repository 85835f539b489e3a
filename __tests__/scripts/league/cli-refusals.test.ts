/** @jest-environment node */
import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENDS, league, publishedLeague, readJson, scratchRoot, snapshot } from './league-cli-helpers';

/** Runs a command that must be refused and proves it changed no file. */
async function refused(root: string, argv: string[], code: number, message: RegExp) {
  const before = snapshot(root);
  const run = await league(root, ...argv);
  expect(run.code).toBe(code);
  expect(run.err).toMatch(message);
  expect(run.out).toBe('');
  expect(snapshot(root)).toEqual(before);
  return run;
}

describe('the league command line refuses, changing nothing', () => {
  it('a second init where a league exists', async () => {
    const { root } = await publishedLeague();
    await refused(root, ['init', '--name', 'Another League'], 1, /A league already exists here/);
  });

  it('init where only the key file is left', async () => {
    const root = scratchRoot();
    await league(root, 'init', '--name', 'Site League');
    rmSync(join(root, 'data'), { recursive: true });
    await refused(root, ['init', '--name', 'Site League'], 1, /already exists here \(league.key.json\)/);
  });

  it('bad init arguments', async () => {
    const root = scratchRoot();
    await refused(root, ['init'], 2, /init needs --name/);
    await refused(root, ['init', '--name', '   '], 2, /--name must have 1 to 40 characters/);
    await refused(root, ['init', '--name', 'x'.repeat(41)], 2, /--name must have 1 to 40 characters/);
    await refused(root, ['init', '--name', '\u202epuC eciffO'], 2, /A league name cannot hold hidden characters that turn text around/);
    await refused(root, ['init', '--name', 'Site League', '--coins', '12.5'], 2, /--coins must be a whole number from 100 coins to 10,00,000 coins/);
    await refused(root, ['init', '--name', 'Site League', '--coin', '500'], 2, /Unknown option '--coin'/);
  });

  it('a change without league.key.json, with a usage hint', async () => {
    const { root, questionId } = await publishedLeague();
    rmSync(join(root, 'league.key.json'));
    const run = await refused(root, ['resolve', questionId, 'YES'], 1, /league.key.json is missing/);
    expect(run.err).toMatch(/only the operator/);
    await refused(root, ['add', '--question', 'Will the ferry run on time?', '--category', 'News', '--ends', ENDS], 1, /league.key.json is missing/);
    await refused(root, ['rename', 'New Name'], 1, /league.key.json is missing/);
    await refused(root, ['publish'], 1, /league.key.json is missing/);
  });

  it("a change with another league's key", async () => {
    const { root, questionId } = await publishedLeague();
    const other = scratchRoot();
    await league(other, 'init', '--name', 'Other League');
    copyFileSync(join(other, 'league.key.json'), join(root, 'league.key.json'));
    await refused(root, ['void', questionId], 1, /league.key.json is the key of league [a-z2-7]{16}, not of this league/);
    await refused(root, ['publish'], 1, /not of this league/);
  });

  it('a key file whose private key is not its public key’s, or with a field no key file has', async () => {
    const { root, questionId } = await publishedLeague();
    const other = scratchRoot();
    await league(other, 'init', '--name', 'Other League');
    const key = readJson<Record<string, unknown>>(root, 'league.key.json');
    const stranger = readJson<{ privateJwk: unknown }>(other, 'league.key.json');
    writeFileSync(join(root, 'league.key.json'), JSON.stringify({ ...key, privateJwk: stranger.privateJwk }));
    await refused(root, ['void', questionId], 1, /league.key.json is damaged: its private key does not belong to its public key/);
    writeFileSync(join(root, 'league.key.json'), JSON.stringify({ ...key, extra: 1 }));
    await refused(root, ['void', questionId], 1, /league.key.json is not as expected/);
  });

  it('any command where there is no league', async () => {
    const root = scratchRoot();
    await refused(root, ['list'], 1, /There is no league here/);
    await refused(root, ['publish'], 1, /There is no league here/);
  });

  it('a question the admin form would refuse, with its messages', async () => {
    const { root } = await publishedLeague();
    const run = await refused(root, ['add', '--question', 'Too short', '--category', 'Weather', '--ends', '2020-01-01T00:00Z'], 2, /--question: /);
    expect(run.err).toContain('--question: The question needs at least 10 characters.');
    expect(run.err).toContain('--category: Choose one of the four categories.');
    expect(run.err).toContain('The categories: Sports, Finance, News, Entertainment.');
    expect(run.err).toContain('--ends: The end time must be in the future.');
    await refused(root, ['add', '--question', 'Will it snow in Delhi?', '--category', 'News'], 2, /add needs --ends/);
  });

  it('an unknown question, a second outcome, and an outcome that is not YES or NO', async () => {
    const { root, questionId } = await publishedLeague();
    await refused(root, ['resolve', `${questionId}9`, 'YES'], 1, /Error: /);
    await refused(root, ['resolve', questionId, 'MAYBE'], 2, /resolve takes YES or NO, not 'MAYBE'/);
    await refused(root, ['resolve', questionId], 2, /resolve needs YES\|NO/);
    await refused(root, ['void'], 2, /void needs ID/);
    expect((await league(root, 'resolve', questionId, 'YES')).code).toBe(0);
    await refused(root, ['void', questionId], 1, /Error: /);
    await refused(root, ['resolve', questionId, 'NO'], 1, /Error: /);
  });

  it('a rename to an invalid name or with extra words', async () => {
    const { root } = await publishedLeague();
    await refused(root, ['rename', 'x'.repeat(41)], 2, /The name must have 1 to 40 characters/);
    await refused(root, ['rename', 'Office Cup\u202e'], 1, /A league name cannot hold hidden characters that turn text around/);
    await refused(root, ['rename', 'Pune', 'League'], 2, /unexpected: League \(quote text that has spaces\)/);
  });

  it('an unknown command or none, with a usage hint', async () => {
    const { root } = await publishedLeague();
    const run = await refused(root, ['resolv', 'x'], 2, /Unknown command 'resolv'/);
    expect(run.err).toMatch(/npm run league -- --help/);
    await refused(root, [], 2, /no command given/);
  });

  it('verify of a missing file', async () => {
    const root = scratchRoot();
    await refused(root, ['verify', 'nowhere.json'], 1, /Cannot read/);
    await refused(root, ['verify'], 2, /verify needs FILE/);
  });
});

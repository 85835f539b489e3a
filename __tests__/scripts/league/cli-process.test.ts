/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchRoot } from './league-cli-helpers';

const ROOT = join(__dirname, '../../..');

describe('the league command line as npm runs it', () => {
  it('starts under the pinned tsx and prints its usage', () => {
    const out = execFileSync('npx', ['tsx', 'scripts/league/cli.ts', '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect(out).toMatch(/npm run league -- <command>/);
  }, 30_000);
});

describe('next.config.mjs', () => {
  /** The config's env as Node loads it from a directory holding (or not) data/league/league.json. */
  function configEnv(leagueJson: string | null): Record<string, string> {
    const dir = scratchRoot();
    copyFileSync(join(ROOT, 'next.config.mjs'), join(dir, 'next.config.mjs'));
    if (leagueJson !== null) {
      mkdirSync(join(dir, 'data/league'), { recursive: true });
      writeFileSync(join(dir, 'data/league/league.json'), leagueJson);
    }
    const script = `import(${JSON.stringify(join(dir, 'next.config.mjs'))}).then((c) => console.log(JSON.stringify(c.default.env)))`;
    return JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })) as Record<string, string>;
  }

  it('compiles in no league key when there is no league', () => {
    expect(configEnv(null).NEXT_PUBLIC_SITE_LEAGUE_KEY).toBe('');
  });

  it("compiles in the committed league's public key", () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const league = { format: 'predictoplay-league', version: 1, leagueId: 'abcdefghijklmnop', publicKey, name: 'Site League' };
    expect(configEnv(JSON.stringify(league)).NEXT_PUBLIC_SITE_LEAGUE_KEY).toBe(publicKey);
  });

  it('refuses a league file that is not one', () => {
    expect(() => configEnv(JSON.stringify({ publicKey: 'short' }))).toThrow();
  });
});

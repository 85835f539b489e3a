/**
 * @jest-environment node
 */
// The pages `npm run lighthouse` and `npm run perf:ab` hold to the bar (scripts/perf/routes.mjs):
// issue 33's seven in both languages, and the environment's comma lists that narrow them.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..', '..');

function evaluate<T>(expression: string): T {
  const script = `const routes = await import('./scripts/perf/routes.mjs'); console.log(JSON.stringify(${expression}));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' })) as T;
}

it('holds the seven pages of issue 33 to the bar in English and in Hindi', () => {
  expect(evaluate<string[]>('routes.ALL_ROUTES')).toEqual([
    '/',
    '/hi',
    '/prediction?id=1',
    '/hi/prediction?id=1',
    '/leaderboard',
    '/hi/leaderboard',
    '/wallet',
    '/hi/wallet',
    '/profile',
    '/hi/profile',
    '/leagues',
    '/hi/leagues',
    '/admin',
    '/hi/admin',
  ]);
  expect(evaluate<string[]>('routes.DEVTOOLS_LCP_ROUTES')).toEqual(['/', '/prediction?id=1']);
});

it('narrows to a comma list, to none with an empty one, and keeps the default when unset', () => {
  expect(evaluate<string[]>("routes.routesFrom(' /, /hi/wallet ,', ['/x'])")).toEqual(['/', '/hi/wallet']);
  expect(evaluate<string[]>("routes.routesFrom('', ['/x'])")).toEqual([]);
  expect(evaluate<string[]>("routes.routesFrom(undefined, ['/x'])")).toEqual(['/x']);
  expect(evaluate<number[]>("[routes.countFrom('5', 3), routes.countFrom('0', 3), routes.countFrom('x', 3), routes.countFrom(undefined, 3)]")).toEqual([5, 3, 3, 3]);
});

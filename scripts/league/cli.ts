// `npm run league -- <command>`: the site league's command line (scripts/league/usage.ts says
// what each command does). LEAGUE_ROOT names the directory holding the league's files.

import { runLeagueCli } from './run-cli';

runLeagueCli(process.argv.slice(2), {
  root: process.env.LEAGUE_ROOT || process.cwd(),
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  now: () => Date.now(),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error('The league command failed unexpectedly:', error);
    process.exitCode = 1;
  },
);

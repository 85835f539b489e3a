// Run by `npm run build` before next build: a league feed that does not verify against the
// committed key fails the build here (build-check.ts says what is checked).

import { checkLeagueBuild } from './build-check';

// npm runs scripts from the project's root, where next.config.mjs reads data/league/league.json:
// the check looks at the very files the build ships (LEAGUE_ROOT, the CLI's scratch root, does not apply).
checkLeagueBuild(process.cwd()).then(
  (result) => {
    if (result.ok) {
      console.log(result.message);
    } else {
      console.error(`League check failed: ${result.message}`);
      process.exitCode = 1;
    }
  },
  (error: unknown) => {
    console.error('League check failed unexpectedly:', error);
    process.exitCode = 1;
  },
);

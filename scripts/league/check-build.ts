// Run by `npm run build` before next build: a league feed that does not verify against the
// committed key fails the build here (build-check.ts says what is checked).

import { checkLeagueBuild } from './build-check';

checkLeagueBuild(process.env.LEAGUE_ROOT || process.cwd()).then(
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

// Where the league build of the acceptance journey lives (scripts/build-league-fixture.sh makes
// it): the export with a site league in out-league/, served on its own port, and the league's
// scratch LEAGUE_ROOT outside the checkout, where the journey resolves and publishes.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const LEAGUE_PORT = Number(process.env.E2E_LEAGUE_PORT ?? E2E_PORT + 1);
export const LEAGUE_BASE_URL = `http://127.0.0.1:${LEAGUE_PORT}`;
export const LEAGUE_OUT = 'out-league';
/** The same default as the build script's (os.tmpdir() reads TMPDIR as the script does). */
export const LEAGUE_FIXTURE_ROOT = process.env.LEAGUE_FIXTURE_ROOT ?? join(tmpdir(), `predictoplay-league-${E2E_PORT}`);

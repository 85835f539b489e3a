import { signUpWith } from '@/lib/store/auth-actions';
import { hydrateStores } from '@/lib/store/hydrate-stores';
import { setNotifyOptInForSession } from '@/lib/store/notify-actions';
import { fixClock } from '../../fixed-clock';
import { ok } from '../game-fixtures';
import { eventually, reload, settle } from './stored-game';

// Start-up keeps an opted-in player's background check registered, and loads nothing for anyone else.
jest.mock('@/lib/store/background-sync', () => ({ resumeBackgroundFeedSync: jest.fn(async () => true) }));
const { resumeBackgroundFeedSync } = jest.requireMock<{ resumeBackgroundFeedSync: jest.Mock }>('@/lib/store/background-sync');

// The real 600,000-iteration PBKDF2 runs at sign-up, as in the app.
jest.setTimeout(30_000);

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const PASSWORD = 'correct horse battery';

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  fixClock(NOW);
  await hydrateStores(NOW);
  ok(await signUpWith({ username: 'Asha', email: 'asha@example.com', phone: '', password: PASSWORD, confirmPassword: PASSWORD }));
  resumeBackgroundFeedSync.mockClear();
});

describe('start-up and the background check', () => {
  it('registers it again for a player who opted in', async () => {
    ok(await setNotifyOptInForSession(true));
    await reload(NOW);
    await eventually(() => expect(resumeBackgroundFeedSync).toHaveBeenCalledTimes(1));
  });

  it('leaves it alone for a player who did not', async () => {
    await reload(NOW);
    await settle();
    expect(resumeBackgroundFeedSync).not.toHaveBeenCalled();
  });
});

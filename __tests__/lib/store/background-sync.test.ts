// The page's side of Periodic Background Sync (lib/store/background-sync.ts): registered with a
// 12-hour minimum only where the browser has it and grants its permission (an installed app),
// on a deploy with a site league; and which channel brings results here.

import {
  BACKGROUND_FEED_MIN_INTERVAL_MS,
  BACKGROUND_FEED_TAG,
  resultChannel,
  resumeBackgroundFeedSync,
  startBackgroundFeedSync,
  stopBackgroundFeedSync,
  type BackgroundSyncEnvironment,
  type PeriodicSyncManager,
} from '@/lib/store/background-sync';

interface Situation {
  periodicSync?: boolean;
  permission?: PermissionState | null;
  canNotify?: boolean;
  siteLeagueKey?: string;
  registration?: boolean;
  registerFails?: boolean;
}

function browser({ periodicSync = true, permission = 'granted', canNotify = true, siteLeagueKey = 'a-compiled-key', registration = true, registerFails = false }: Situation = {}) {
  const tags = new Set<string>();
  const sync: PeriodicSyncManager & { register: jest.Mock } = {
    register: jest.fn(async (tag: string) => {
      if (registerFails) throw new DOMException('denied', 'NotAllowedError');
      tags.add(tag);
    }),
    getTags: async () => [...tags],
    unregister: async (tag: string) => void tags.delete(tag),
  };
  const env: BackgroundSyncEnvironment = {
    registration: async () => (registration ? (periodicSync ? { periodicSync: sync } : {}) : null),
    permission: async () => permission,
    canNotify: () => canNotify,
    siteLeagueKey,
  };
  return { env, sync, tags };
}

describe('startBackgroundFeedSync', () => {
  it('registers the feed’s sync at most every 12 hours where the permission is granted', async () => {
    const { env, sync } = browser();
    expect(await startBackgroundFeedSync(env)).toBe(true);
    expect(sync.register).toHaveBeenCalledWith(BACKGROUND_FEED_TAG, { minInterval: 12 * 60 * 60 * 1000 });
    expect(BACKGROUND_FEED_MIN_INTERVAL_MS).toBe(43_200_000);
    expect(await resultChannel(env)).toBe('background');
  });

  it.each<[string, Situation]>([
    ['the browser has no periodic sync', { periodicSync: false }],
    ['no worker runs', { registration: false }],
    ['the app is not installed (permission prompt or denied)', { permission: 'prompt' }],
    ['the permission is unknown to the browser', { permission: null }],
    ['the deploy has no site league', { siteLeagueKey: '' }],
    ['the browser refuses the registration', { registerFails: true }],
  ])('registers nothing when %s', async (_, situation) => {
    const { env, tags } = browser(situation);
    expect(await startBackgroundFeedSync(env)).toBe(false);
    expect([...tags]).toEqual([]);
  });
});

describe('resultChannel', () => {
  it('is a page’s notification where the sync is not registered but notifications can be shown', async () => {
    expect(await resultChannel(browser().env)).toBe('open-app');
    expect(await resultChannel(browser({ periodicSync: false }).env)).toBe('open-app');
  });

  it('is the visit note where no notification can be shown', async () => {
    const { env } = browser({ canNotify: false });
    await startBackgroundFeedSync(env);
    expect(await resultChannel(env)).toBe('visit-note');
  });
});

describe('stopping and resuming', () => {
  it('stops the sync, and resumes it at start-up only when an account asked to be notified', async () => {
    const { env, tags } = browser();
    await startBackgroundFeedSync(env);
    expect(await stopBackgroundFeedSync(env)).toBe(true);
    expect([...tags]).toEqual([]);
    expect(await stopBackgroundFeedSync(env)).toBe(false);

    expect(await resumeBackgroundFeedSync(async () => false, env)).toBe(false);
    expect([...tags]).toEqual([]);
    expect(await resumeBackgroundFeedSync(async () => true, env)).toBe(true);
    expect([...tags]).toEqual([BACKGROUND_FEED_TAG]);
  });
});

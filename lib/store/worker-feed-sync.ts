// The service worker's wake for the site league's feed (Periodic Background Sync, an installed
// app on Android Chrome): the feed fetched as a page fetches it, then verified and applied by the
// very code a page runs (applyLeagueBytes: readUpdate, applyLeagueUpdate, one commitGame and one
// transaction through the storage engine, rebased and replayed when a page saved first), and the
// notifications of what it settled shown before the wake ends.
//
// Nobody is logged in here: settlement pays every position the update settles whoever holds it,
// but only a page's session follows the site league (at sign-up or login), so the worker lets
// no account follow. The session store is never read from storage in a worker (it has no
// local storage), so sessionAccountId() stays null and applyLeagueBytes passes no follower.

import { SITE_LEAGUE_KEY } from '../config';
import { readFeedFile } from '../league/feed-file';
import { closeGameStorage, startGameStorage } from './game-storage';
import { useGameStore } from './game-store';
import { applyLeagueBytes, settledNotificationsShown, type LeagueApplyOutcome } from './league-actions';
import { useNoticeStore } from './notice-store';
import { fetchFeedText } from './site-league-feed';
import { useToastStore } from './toast-store';

/** What one wake did: nothing to do, or the apply's own outcome. */
export type WorkerSyncOutcome =
  | { kind: 'no-league' }
  /** Offline, missing, or over the file cap. */
  | { kind: 'no-feed' }
  | { kind: 'not-a-feed' }
  /** The database could not be opened (or is newer than this code): a page applies it later. */
  | { kind: 'no-storage' }
  | { kind: 'applied'; outcome: LeagueApplyOutcome };

let waking: Promise<unknown> = Promise.resolve();

/** Fetches the site league's feed and applies it as a page would; wakes run one after another. */
export function syncSiteFeedInWorker(fetchFeed?: typeof fetch, key: string = SITE_LEAGUE_KEY): Promise<WorkerSyncOutcome> {
  const run = waking.then(() => wake(fetchFeed, key));
  waking = run.catch(() => undefined);
  return run;
}

async function wake(fetchFeed: typeof fetch | undefined, key: string): Promise<WorkerSyncOutcome> {
  if (key === '') return { kind: 'no-league' };
  // The network first, the database after: the connection is held only while the update applies.
  const text = await fetchFeedText(fetchFeed);
  if (text === null) return { kind: 'no-feed' };
  const bytes = readFeedFile(text);
  if (bytes === null) return { kind: 'not-a-feed' };
  // A worker may live on between wakes while pages change the game: each wake reads afresh, in an
  // engine of its own, closed at the end so no connection of the worker lingers.
  forgetMemory();
  try {
    // Memory only would pay in the worker alone and notify of what no page will see: leave it to a page.
    if ((await startGameStorage(null, { moveOldGame: false })) !== 'database') return { kind: 'no-storage' };
    const outcome = await applyLeagueBytes(bytes, 'site');
    await settledNotificationsShown();
    return { kind: 'applied', outcome };
  } finally {
    closeGameStorage();
    forgetMemory();
  }
}

function forgetMemory(): void {
  useGameStore.setState(useGameStore.getInitialState(), true);
  useNoticeStore.setState(useNoticeStore.getInitialState(), true);
  useToastStore.setState(useToastStore.getInitialState(), true);
}

/** Forgets a wake under way: for tests. */
export function resetWorkerFeedSyncForTests(): void {
  waking = Promise.resolve();
}

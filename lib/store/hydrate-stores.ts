// Start-up: the session from its small key, the game from the database (moved there once from
// the old single key, see game-storage.ts), then the sample catalogue on a first visit. Later, a login in another
// tab, and a return through the back/forward cache, read again what they need.

import { isOptedIn } from '../notify/opt-in';
import { mayNeedSampleTranslations, seedCatalogue, withSampleTranslations } from '../market/seed-markets';
import { readBootHints } from '../storage/boot-hints';
import { isLocalAreaEvent } from '../storage/browser-areas';
import { STORAGE_KEYS } from '../storage/keys';
import { useGameStore } from './game-store';
import { commitGame, loadGameStorage } from './commit-game';
import { useHydrationStore } from './hydration-store';
import { sessionAccountId, syncSessionFromStorage, useSessionStore } from './session-store';

// Only a first visit (or a reset) needs the sample catalogue, so it is its own chunk.
const loadSampleData = () => import('./sample-data');
const loadSampleCatalogue = () => loadSampleData().then((samples) => samples.SAMPLE_CATALOGUE);
// The tutorial's toss and its settlement are needed only after start-up: their own chunk.
const loadTutorialActions = () => import('./tutorial-actions');

let started: Promise<void> | null = null;
let stopTutorials: (() => void) | null = null;
/** Raised by each reset, so a watch whose chunk arrives after one is not started. */
let generation = 0;

export function hydrateStores(nowMs: number): Promise<void> {
  started ??= startStores(nowMs);
  return started;
}

async function startStores(nowMs: number): Promise<void> {
  // The storage code, the session's codec and, on a first visit, the sample catalogue are
  // separate chunks: fetched side by side, the first screen waits for one round trip, not three.
  const samples = readBootHints().seededAt === null ? loadSampleCatalogue() : null;
  samples?.catch(() => undefined);
  const storage = loadGameStorage();
  await useSessionStore.persist.rehydrate();
  await (await storage).startGameStorage(sessionAccountId());
  followSessionAccount();
  // A first visit shows the catalogue in its first render rather than an empty list before it:
  // memory holds it from the commit's first step, before it is saved.
  const seeding = useGameStore.getState().seededAt === null ? seedSampleCatalogue(nowMs, samples ?? undefined) : null;
  if (seeding) await samples?.catch(() => undefined);
  useHydrationStore.setState({ game: true });
  watchTutorialsSoon();
  resumeBackgroundSyncIfOptedIn();
  await seeding;
  // Not awaited: the first screen and everything waiting on start-up go on without it.
  if (!seeding && mayNeedSampleTranslations(useGameStore.getState().markets)) void translateStoredSamples().catch(() => undefined);
}

/** A page load settles the player's tutorial whose end has passed, then each clock tick and login does. */
function watchTutorialsSoon(): void {
  const startedIn = generation;
  void loadTutorialActions()
    .then((tutorial) => {
      if (startedIn !== generation) return;
      stopTutorials?.();
      stopTutorials = tutorial.watchTutorials();
    })
    .catch(() => undefined);
}

/**
 * An opted-in player's installed app keeps its twice-a-day background check registered (a browser
 * may drop it, e.g. after the app is reinstalled). The code loads only for a player who opted in.
 */
function resumeBackgroundSyncIfOptedIn(): void {
  if (!isOptedIn(useGameStore.getState(), sessionAccountId())) return;
  void import('./background-sync')
    .then(({ resumeBackgroundFeedSync }) => resumeBackgroundFeedSync(async () => true))
    .catch(() => undefined);
}

/**
 * A browser seeded before the samples carried their Hindi gets it now, with today's English, once:
 * after the first screen, in one commit (refused when there is nothing to change).
 */
async function translateStoredSamples(): Promise<void> {
  const { SAMPLE_CATALOGUE, FORMER_SAMPLE_TEXTS } = await loadSampleData();
  await commitGame((data) => {
    const markets = withSampleTranslations(data.markets, SAMPLE_CATALOGUE, FORMER_SAMPLE_TEXTS);
    return markets === data.markets ? { ok: false, reason: 'already-translated' as const } : { ok: true, data: { ...data, markets: [...markets] } };
  });
}

/** The one place the app reads the sample catalogue: on a first visit, and after a reset. */
export async function seedSampleCatalogue(nowMs: number, samples = loadSampleCatalogue()): Promise<void> {
  const seeds = await samples;
  // Refused, and rightly, when another tab seeded while the catalogue was loading.
  await commitGame((data) => seedCatalogue(data, seeds, nowMs));
}

let unfollow: (() => void) | null = null;

/** A login (here or in another tab) reads that account's records, which start-up did not. */
function followSessionAccount(): void {
  unfollow?.();
  unfollow = useSessionStore.subscribe((state, previous) => {
    if (state.accountId !== null && state.accountId !== previous.accountId) void loadAccountRecordsOf(state.accountId);
  });
}

export async function loadAccountRecordsOf(accountId: string): Promise<void> {
  await (await loadGameStorage()).loadAccountRecords(accountId);
}

/** Reacts to a `storage` event of this app's local area: only the session lives there now. */
export function syncStoresFromStorageEvent(event: Pick<StorageEvent, 'key' | 'storageArea'>): void {
  if (!isLocalAreaEvent(event)) return;
  if (event.key === null) {
    // Another tab cleared storage: this tab saves its session again rather than lose it.
    useSessionStore.setState({});
    return;
  }
  if (event.key === STORAGE_KEYS.session) syncSessionFromStorage();
}

/** A page back from the back/forward cache missed what other tabs announced: read again. */
export async function syncAllFromStorage(): Promise<void> {
  syncSessionFromStorage();
  await (await loadGameStorage()).refreshFromDatabase(sessionAccountId());
}

/** Forgets that start-up ran: for tests, which each start afresh. */
export function resetHydrationForTests(): void {
  started = null;
  unfollow?.();
  unfollow = null;
  stopTutorials?.();
  stopTutorials = null;
  generation += 1;
}

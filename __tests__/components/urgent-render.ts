import { screen } from '@testing-library/react';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';

/**
 * Whether `text` is still on screen right after the urgent render that start-up's store update
 * causes (useCatalogueReady turning true): React runs that render in a microtask queued by its own
 * store listener, which was subscribed before this one; a deferred render comes in a later task.
 * Run outside act, as a browser runs it.
 */
export function shownAfterTheUrgentRender(text: string): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      if (!useHydrationStore.getState().game || useGameStore.getState().seededAt === null) return;
      stopHydration();
      stopGame();
      queueMicrotask(() => queueMicrotask(() => resolve(screen.queryByText(text) !== null)));
    };
    const stopHydration = useHydrationStore.subscribe(check);
    const stopGame = useGameStore.subscribe(check);
  });
}

/** Runs `body` with React's act environment off, as a browser runs: updates are scheduled, not flushed by act. */
export async function outsideAct(body: () => Promise<void>): Promise<void> {
  const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const before = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    await body();
  } finally {
    global.IS_REACT_ACT_ENVIRONMENT = before;
  }
}

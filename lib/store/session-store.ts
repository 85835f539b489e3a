// Who is logged in, persisted apart from the game so that logging out never touches play data.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import type { SessionState } from '../storage/schema';
import { SESSION_VERSION } from '../storage/versions';
import { envelopeStorageFor } from './browser-storage';
import { useHydrationStore } from './hydration-store';

export { SESSION_VERSION };

export type SessionStore = SessionState;

const sessionEnvelopes = envelopeStorageFor<SessionState>(() => import('../storage/session-spec').then((spec) => spec.SESSION_CODEC));

export const useSessionStore = create<SessionStore>()(
  persist((): SessionStore => ({ accountId: null }), {
    name: STORAGE_KEYS.session,
    version: SESSION_VERSION,
    storage: sessionEnvelopes,
    partialize: (state): SessionState => ({ accountId: state.accountId }),
    skipHydration: true,
    onRehydrateStorage: () => () => useHydrationStore.setState({ session: true }),
  }),
);

/** Adopts a login or logout made in another tab. */
export function syncSessionFromStorage(): void {
  if (sessionEnvelopes.hasUnseen(STORAGE_KEYS.session)) void useSessionStore.persist.rehydrate();
}

/** Whether the latest login or logout reached storage; false means it holds in this tab only. */
export function isSessionSaved(): boolean {
  return sessionEnvelopes.lastWriteSaved(STORAGE_KEYS.session);
}

/** The logged-in account's id, or null. */
export function sessionAccountId(): string | null {
  return useSessionStore.getState().accountId;
}

/**
 * Ends the session only: the account and everything it holds stay for the next login. True when
 * the logout reached storage; false means it holds in this tab only, and a reload logs back in.
 */
export function logOut(): boolean {
  useSessionStore.setState({ accountId: null });
  return isSessionSaved();
}

/**
 * The question a visitor tapped 'Login to Play' on. The top bar's account dialog opens for it,
 * and once someone is logged in that question's button opens its bet dialog, taking the intent
 * so it acts once. Memory only: a reload or another tab starts without it.
 */
export const usePlayIntentStore = create<{ marketId: string | null }>()(() => ({ marketId: null }));

export function askToPlay(marketId: string): void {
  usePlayIntentStore.setState({ marketId });
}

/** True, once, when the intent names this question. */
export function takePlayIntent(marketId: string): boolean {
  if (usePlayIntentStore.getState().marketId !== marketId) return false;
  usePlayIntentStore.setState({ marketId: null });
  return true;
}

/** The visitor closed the dialog without logging in: no bet dialog opens later on its own. */
export function dropPlayIntent(): void {
  usePlayIntentStore.setState({ marketId: null });
}

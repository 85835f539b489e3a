// Who is logged in, persisted apart from the game so that logging out never touches play data.

import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '../storage/keys';
import { SESSION_MIGRATIONS } from '../storage/migrations';
import { sessionStateSchema, type SessionState } from '../storage/schema';
import { envelopeStorageFor } from './browser-storage';
import { useHydrationStore } from './hydration-store';

export const SESSION_VERSION = 1;

export type SessionStore = SessionState;

export const useSessionStore = create<SessionStore>()(
  persist((): SessionStore => ({ accountId: null }), {
    name: STORAGE_KEYS.session,
    version: SESSION_VERSION,
    storage: envelopeStorageFor<SessionState>({
      version: SESSION_VERSION,
      schema: sessionStateSchema,
      migrations: SESSION_MIGRATIONS,
    }),
    partialize: (state): SessionState => ({ accountId: state.accountId }),
    skipHydration: true,
    onRehydrateStorage: () => () => useHydrationStore.setState({ session: true }),
  }),
);

/**
 * Accounts arrive with the players' issue; until the game store holds them no stored id can
 * name one, so every visitor is logged out whatever the session key says.
 */
export function selectIsLoggedIn(): boolean {
  return false;
}

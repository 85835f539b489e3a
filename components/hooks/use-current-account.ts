'use client';

import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { isAdminAccount } from '@/lib/account/admin-rights';
import { findAccount } from '@/lib/account/find-account';
import type { Account } from '@/lib/model/account';
import { useGameStore } from '@/lib/store/game-store';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { useSessionStore } from '@/lib/store/session-store';

/** The logged-in account; undefined when logged out or when the session names no account here. */
export function useCurrentAccount(): Account | undefined {
  const accountId = useSessionStore((state) => state.accountId);
  return useGameStore((state) => findAccount(state, accountId));
}

export function useIsAdmin(): boolean {
  return isAdminAccount(useCurrentAccount(), ADMIN_EMAIL);
}

/** True once both the session and the game data have been read from storage. */
export function useSessionReady(): boolean {
  return useHydrationStore((state) => state.session && state.game);
}

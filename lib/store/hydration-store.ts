// Whether each persisted store has loaded from storage. Kept apart from those stores so that
// marking one as loaded is not itself a write to storage.

import { create } from 'zustand';

interface HydrationStore {
  session: boolean;
  game: boolean;
}

export const useHydrationStore = create<HydrationStore>()(() => ({ session: false, game: false }));

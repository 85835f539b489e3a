// One shared clock for every countdown: null until the app runs in a browser (so the exported
// HTML and the first render agree), then refreshed once a minute.

import { create } from 'zustand';
import { COUNTDOWN_REFRESH_MS } from '../display/countdown-refresh';

interface ClockStore {
  now: number | null;
  startClock: () => () => void;
}

export const useClockStore = create<ClockStore>()((set) => ({
  now: null,
  startClock: () => {
    set({ now: Date.now() });
    const timer = setInterval(() => set({ now: Date.now() }), COUNTDOWN_REFRESH_MS);
    return () => clearInterval(timer);
  },
}));

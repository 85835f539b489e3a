// The one wrapped localStorage every persisted store shares, wired to the notices.

import { createEnvelopeStorage } from '../storage/envelope-storage';
import type { EnvelopeSpec } from '../storage/envelope';
import { setAsideNotice, UNSAVED_NOTICE } from '../storage/notices';
import { createSafeStorage } from '../storage/safe-storage';
import { useNoticeStore } from './notice-store';

export const browserStorage = createSafeStorage(
  () => (typeof window === 'undefined' ? null : window.localStorage),
  (error) => {
    // Not a warning: the app goes on in memory and the notice tells the player. The cause is
    // kept for whoever opens the console to ask why.
    console.info('PredictoPlay could not use localStorage', error);
    useNoticeStore.getState().addNotice(UNSAVED_NOTICE);
  },
);

export function envelopeStorageFor<S>(spec: EnvelopeSpec<S>) {
  return createEnvelopeStorage<S>({
    spec,
    storage: browserStorage,
    now: () => Date.now(),
    onSetAside: (problem) => useNoticeStore.getState().addNotice(setAsideNotice(problem)),
  });
}

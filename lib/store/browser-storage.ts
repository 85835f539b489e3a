// The one wrapped local storage area every persisted store shares, wired to the notices.

import { localArea } from '../storage/browser-areas';
import { createEnvelopeStorage } from '../storage/envelope-storage';
import type { Codec } from '../storage/envelope';
import { setAsideNotice, UNSAVED_NOTICE } from '../storage/notices';
import { createSafeStorage } from '../storage/safe-storage';
import { useNoticeStore } from './notice-store';

export const browserStorage = createSafeStorage(
  localArea,
  (error) => {
    // Not a warning: the app goes on in memory and the notice tells the player. The cause is
    // kept for whoever opens the console to ask why.
    console.info('PredictoPlay could not use browser storage', error);
    useNoticeStore.getState().addNotice(UNSAVED_NOTICE);
  },
);

/** Loads the codec with the first read, so its schema and valibot stay out of the first load. */
export function envelopeStorageFor<S>(loadCodec: () => Promise<Codec<S>>) {
  return createEnvelopeStorage<S>({
    codec: loadCodec,
    storage: browserStorage,
    now: () => Date.now(),
    onSetAside: (problem) => useNoticeStore.getState().addNotice(setAsideNotice(problem)),
  });
}

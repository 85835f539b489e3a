// Notices about saving: shown until dismissed, each at most once per page load. A dismissed
// notice stays dismissed for the rest of the tab's session, but only in the very words the
// player read: a new problem (a new copy set aside, say) has new words and is shown again.

import { create } from 'zustand';
import { readDismissedNotices, rememberDismissedNotices } from '../storage/dismissed-notices';
import type { StorageNotice } from '../storage/notices';

const fingerprint = (notice: StorageNotice) => `${notice.id}\n${notice.message}`;

interface NoticeStore {
  notices: StorageNotice[];
  /** Fingerprints (id and words) of the notices dismissed in this page load. */
  dismissed: string[];
  addNotice: (notice: StorageNotice) => void;
  dismissNotice: (id: string) => void;
}

export const useNoticeStore = create<NoticeStore>()((set, get) => ({
  notices: [],
  dismissed: [],
  addNotice: (notice) => {
    const { notices, dismissed } = get();
    const seen = fingerprint(notice);
    if (dismissed.includes(seen) || readDismissedNotices().includes(seen)) return;
    if (notices.some((shown) => shown.id === notice.id)) return;
    set({ notices: [...notices, notice] });
  },
  dismissNotice: (id) => {
    const gone = get().notices.filter((notice) => notice.id === id).map(fingerprint);
    rememberDismissedNotices([...readDismissedNotices(), ...gone]);
    set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id), dismissed: [...state.dismissed, ...gone] }));
  },
}));

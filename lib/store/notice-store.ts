// Notices about saving: shown until dismissed, each at most once per page load. A dismissed
// notice stays dismissed for the rest of the tab's session, but only for the very problem the
// player read of (its words, or a storage notice's facts): a new problem (a new copy set aside,
// say) is shown again. Storage notices carry facts, not words: the words are looked up only when
// one is shown (lib/store/notice-words.ts), whatever the language.

import { create } from 'zustand';
import { readDismissedNotices, rememberDismissedNotices } from '../storage/dismissed-notices';
import type { StorageNotice } from '../storage/notices';

const fingerprint = (notice: StorageNotice) => `${notice.id}\n${notice.message ?? JSON.stringify(notice)}`;

interface NoticeStore {
  notices: StorageNotice[];
  /** Fingerprints (id and words, or id and facts) of the notices dismissed in this page load. */
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

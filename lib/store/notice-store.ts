// Notices about saving: shown until dismissed, each at most once per page load.

import { create } from 'zustand';
import type { StorageNotice } from '../storage/notices';

interface NoticeStore {
  notices: StorageNotice[];
  dismissed: string[];
  addNotice: (notice: StorageNotice) => void;
  dismissNotice: (id: string) => void;
}

export const useNoticeStore = create<NoticeStore>()((set, get) => ({
  notices: [],
  dismissed: [],
  addNotice: (notice) => {
    const { notices, dismissed } = get();
    if (dismissed.includes(notice.id) || notices.some((shown) => shown.id === notice.id)) return;
    set({ notices: [...notices, notice] });
  },
  dismissNotice: (id) =>
    set((state) => ({ notices: state.notices.filter((notice) => notice.id !== id), dismissed: [...state.dismissed, id] })),
}));

'use client';

import { layout_notice_dismiss } from '@/lib/i18n/paraglide/messages';
import { useNoticeStore } from '@/lib/store/notice-store';

export function StorageNotices() {
  const notices = useNoticeStore((state) => state.notices);
  const dismissNotice = useNoticeStore((state) => state.dismissNotice);
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className="mt-3 flex items-start justify-between gap-3 rounded-xl border border-gold-400/40 bg-gold-400/10 p-3 text-sm text-gold-300"
        >
          <p className="min-w-0 [overflow-wrap:anywhere]">{notice.message}</p>
          <button
            type="button"
            onClick={() => dismissNotice(notice.id)}
            className="shrink-0 rounded-md px-2 py-1 font-semibold text-gold-300 hover:bg-gold-400/20"
          >
            {layout_notice_dismiss()}
          </button>
        </div>
      ))}
    </div>
  );
}

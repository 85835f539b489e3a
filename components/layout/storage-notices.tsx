'use client';

import { useEffect, useState } from 'react';
import { layout_notice_dismiss } from '@/lib/i18n/paraglide/messages';
import { useNoticeStore } from '@/lib/store/notice-store';

/** How a storage notice's facts become words: lib/store/notice-words.ts, loaded on first need. */
type NoticeText = typeof import('@/lib/store/notice-words').noticeText;

/**
 * The notices, each until dismissed. A storage notice carries its kind and data, not words: the
 * words module is imported only once one is to be shown, so no page's first load carries them;
 * until it has loaded, that notice is not shown (notices come after start-up anyway).
 */
export function StorageNotices() {
  const notices = useNoticeStore((state) => state.notices);
  const dismissNotice = useNoticeStore((state) => state.dismissNotice);
  const [noticeText, setNoticeText] = useState<NoticeText | null>(null);
  const needsWords = notices.some((notice) => notice.message === undefined);

  useEffect(() => {
    if (!needsWords || noticeText !== null) return;
    let current = true;
    void import('@/lib/store/notice-words').then((words) => {
      if (current) setNoticeText(() => words.noticeText);
    });
    return () => {
      current = false;
    };
  }, [needsWords, noticeText]);

  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-6xl px-4">
      {notices.map((notice) => {
        const text = notice.message ?? noticeText?.(notice);
        if (text === undefined) return null;
        return (
          <div
            key={notice.id}
            className="mt-3 flex items-start justify-between gap-3 rounded-xl border border-gold-400/40 bg-gold-400/10 p-3 text-sm text-gold-300"
          >
            <p className="min-w-0 [overflow-wrap:anywhere]">{text}</p>
            <button
              type="button"
              onClick={() => dismissNotice(notice.id)}
              className="shrink-0 rounded-md px-2 py-1 font-semibold text-gold-300 hover:bg-gold-400/20"
            >
              {layout_notice_dismiss()}
            </button>
          </div>
        );
      })}
    </div>
  );
}

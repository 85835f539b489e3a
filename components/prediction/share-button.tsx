'use client';

import { useState } from 'react';
import { shareLink } from '@/lib/display/share-link';
import { market_copy_failed, market_link_copied, market_share } from '@/lib/i18n/paraglide/messages';
import { showToast } from '@/lib/store/toast-store';
import { ShareIcon } from './detail-frame';

/** Shares a prediction's page: the system share sheet if the browser has one, else its link copied. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [busy, setBusy] = useState(false);
  async function share() {
    setBusy(true);
    const url = new URL(path, window.location.origin).href;
    const outcome = await shareLink({ title, url }, navigator);
    setBusy(false);
    if (outcome === 'copied') showToast(market_link_copied());
    if (outcome === 'failed') showToast(market_copy_failed({ url }), 'info');
  }
  return (
    <button
      type="button"
      onClick={share}
      disabled={busy}
      className="inline-flex min-h-10 items-center gap-2 rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 text-sm font-semibold text-white hover:border-brand-400 disabled:cursor-wait sm:px-4"
    >
      <ShareIcon />
      {/* An icon alone on a phone keeps the button on the line with the category and end time. */}
      <span className="sr-only sm:not-sr-only">{market_share()}</span>
    </button>
  );
}

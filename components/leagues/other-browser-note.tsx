'use client';

import { SCREEN_WORDS } from './leagues-screen-words';
import { ShareLinkField } from './share-link';

/**
 * A league link opened in a browser that holds no game (another browser app on the same phone,
 * or the chat app's own): says where links open and how to take this one there. Signing up here
 * stays possible: the link's own panel follows below.
 */
export function OtherBrowserNote({ link }: { link: string }) {
  return (
    <section aria-labelledby="other-browser-heading" className="space-y-3 rounded-2xl border border-amber-400/60 bg-ink-900 p-4 sm:p-5">
      <h2 id="other-browser-heading" className="text-lg font-bold text-white">
        {SCREEN_WORDS.otherBrowserTitle}
      </h2>
      <p className="text-slate-200">{SCREEN_WORDS.otherBrowser}</p>
      <ShareLinkField label={SCREEN_WORDS.otherBrowserLink} link={link} />
      <p className="text-sm text-slate-300">{SCREEN_WORDS.otherBrowserNew}</p>
    </section>
  );
}

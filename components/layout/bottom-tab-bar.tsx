'use client';

import { NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';
import { layout_nav_label } from '@/lib/i18n/paraglide/messages';

// One stroke path per tab (24 px grid), drawn in the text's colour: a few bytes, no icon library.
const ICONS: Record<string, string> = {
  '/': 'M3 11l9-7 9 7v10h-6v-6H9v6H3z',
  '/leagues': 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8',
  '/wallet': 'M3 7h17v13H3zm0 0l12-3v3m1 7h.01',
  '/leaderboard': 'M4 20v-6h5v6m0 0V9h6v11m0 0v-8h5v8z',
  '/profile': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
};

/**
 * A phone's main navigation (below 640 px), at the bottom where a thumb reaches: five tabs, each
 * a 56 px target with an icon and an 11 px label that never wraps (a tab takes the room its label
 * needs, the others share the rest: five fit 360 px with the text at 130%, in English and Hindi). Fixed to the screen's bottom above the home indicator's safe area;
 * the body keeps --tab-bar-height free below the page (globals.css), so nothing ends up behind it.
 * The same landmark name as the wide bar's links: only one of the two is ever shown.
 */
export function BottomTabBar() {
  return (
    <nav aria-label={layout_nav_label()} className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-700 bg-ink-950 pb-[env(safe-area-inset-bottom)] sm:hidden">
      <NavLinks
        items={NAV_ITEMS}
        className="flex"
        itemClassName={() => 'flex-1'}
        linkClassName={(current) =>
          `flex h-14 flex-col items-center justify-center gap-0.5 whitespace-nowrap px-0.5 text-[0.6875rem] focus-visible:outline-offset-[-2px] ${current ? 'font-semibold text-white' : 'font-medium text-slate-300'}`
        }
        icon={(href, current) => (
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className={`h-6 w-10 rounded-full px-2.5 py-0.5 ${current ? 'bg-brand-500/30' : ''}`}>
            <path d={ICONS[href]} />
          </svg>
        )}
      />
    </nav>
  );
}

'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { TAB_ITEMS } from './nav-items';
import { layout_nav_label } from '@/lib/i18n/paraglide/messages';

// One stroke path per tab (24 px grid), drawn in the text's colour: a few bytes, no icon library.
const ICONS: Record<string, string> = {
  '/': 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  '/leagues': 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8',
  '/wallet': 'M3 7h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zm0 0l12-3v3m1 7h.01',
  '/leaderboard': 'M4 20v-6h5v6m0 0V9h6v11m0 0v-8h5v8z',
  '/profile': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0',
};

/**
 * A phone's main navigation (below 640 px), at the bottom where a thumb reaches: five tabs, each
 * a 56 px target with an icon and a label that never wraps (a tab takes the room its label needs,
 * the others share the rest). Fixed to the screen's bottom above the home indicator's safe area;
 * the body keeps --tab-bar-height free below the page (globals.css), so nothing ends up behind it.
 */
export function BottomTabBar() {
  const pathname = usePathname() ?? '/';
  return (
    <nav
      aria-label={layout_nav_label()}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-ink-700 bg-ink-950 pb-[env(safe-area-inset-bottom)] sm:hidden"
    >
      <ul className="flex">
        {TAB_ITEMS.map((item) => {
          const active = item.isActive(pathname);
          return (
            <li key={item.href} className="flex-1">
              <Link
                href={item.href}
                aria-current={active ? 'page' : undefined}
                className={`flex h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs focus-visible:outline-offset-[-2px] ${
                  active ? 'font-semibold text-white' : 'font-medium text-slate-300 hover:text-white'
                }`}
              >
                <span aria-hidden="true" className={`grid h-6 w-12 place-items-center rounded-full ${active ? 'bg-brand-500/30' : ''}`}>
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
                    <path d={ICONS[item.href]} />
                  </svg>
                </span>
                <span className="whitespace-nowrap">{item.label()}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

'use client';

import { useScrolledPast } from '../hooks/use-scrolled-past';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEMS } from './nav-items';
import { NavLinks } from './nav-links';
import { layout_nav_label } from '@/lib/i18n/paraglide/messages';

/** The spec's bar darkens once the page has scrolled this far. */
const DARKEN_AFTER_PX = 20;

/**
 * The site's bar: brand, the main links but Profile (from 640 px; below it the bottom tab bar has them), the
 * language switch and the account slot. The account slot (balance, account menu, login) belongs
 * to the account feature, so the root layout hands it in rather than the shell importing another
 * feature's folder. The links' nav landmark shares its name with the tab bar's: only one of the
 * two is ever shown.
 */
export function TopBar({ sessionControls }: { sessionControls: React.ReactNode }) {
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors duration-200 ${
        scrolled ? 'border-ink-700 bg-ink-950 shadow-lg shadow-black/30' : 'border-transparent bg-transparent'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <BrandLink />
        <nav aria-label={layout_nav_label()} className="hidden sm:block">
          <NavLinks
            items={NAV_ITEMS.slice(0, 4)}
            className="flex items-center gap-1"
            itemClassName={(href) => (href === '/leagues' ? 'hidden md:block' : undefined)}
            linkClassName={(current) => `block whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${current ? 'bg-brand-500/20 text-white' : 'text-slate-300 hover:bg-ink-700 hover:text-white'}`}
          />
        </nav>
        <div className="flex shrink-0 items-center justify-end gap-1 sm:gap-2 md:w-64">
          <LanguageSwitch className="inline-flex min-h-10 items-center rounded-lg px-2 text-sm font-medium text-slate-200 hover:bg-ink-700 hover:text-white" />
          {sessionControls}
        </div>
      </div>
    </header>
  );
}

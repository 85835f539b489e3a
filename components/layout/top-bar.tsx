'use client';

import { useEffect, useRef, useState } from 'react';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { BrandLink } from './brand-link';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { layout_menu_close, layout_menu_open, layout_nav_label } from '@/lib/i18n/paraglide/messages';

/** The spec's bar darkens once the page has scrolled this far. */
const DARKEN_AFTER_PX = 20;

/**
 * The site's bar: brand, nav and the mobile menu toggle. The account slot (balance, account menu,
 * login) belongs to the account feature, so the root layout hands it in rather than the shell
 * importing another feature's folder.
 */
export function TopBar({ sessionControls }: { sessionControls: React.ReactNode }) {
  const scrolled = useScrolledPast(DARKEN_AFTER_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 border-b transition-colors duration-200 ${
        scrolled || menuOpen ? 'border-ink-700 bg-ink-950 shadow-lg shadow-black/30' : 'border-transparent bg-transparent'
      }`}
    >
      <nav aria-label={layout_nav_label()}>
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-4">
        <BrandLink />
        <NavLinks inBar className="hidden items-center gap-1 md:flex" linkClassName="rounded-lg px-3 py-2 text-sm font-medium" />
        <div className="flex shrink-0 items-center justify-end gap-1 sm:gap-2 md:w-64">
          {/* A phone's bar has no room for it beside the account controls: there it sits in the menu (and the footer). */}
          <LanguageSwitch className="hidden min-h-10 items-center rounded-lg px-2 text-sm font-medium text-slate-200 hover:bg-ink-700 hover:text-white sm:inline-flex" />
          {sessionControls}
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? layout_menu_close() : layout_menu_open()}
            onClick={() => setMenuOpen((open) => !open)}
            className="grid h-10 w-10 place-items-center rounded-lg text-slate-200 hover:bg-ink-700 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        </div>
      <div id="mobile-menu" hidden={!menuOpen} className="border-t border-ink-700 px-4 pb-4 md:hidden">
        <NavLinks
          className="flex flex-col gap-1 pt-2"
          linkClassName="block rounded-lg px-3 py-3 text-base font-medium"
          onNavigate={() => setMenuOpen(false)}
        />
        <LanguageSwitch className="mt-1 block rounded-lg px-3 py-3 text-base font-medium text-slate-200 hover:bg-ink-700 hover:text-white sm:hidden" />
      </div>
      </nav>
    </header>
  );
}

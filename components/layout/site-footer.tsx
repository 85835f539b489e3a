import Link from 'next/link';
import { LanguageSwitch } from './language-switch';
import { PlatformName } from './platform-name';
import { ShareLinks } from './share-links';

const FOOTER_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/#predictions', label: 'Predictions' },
  { href: '/leagues', label: 'Leagues' },
  { href: '/how-it-works', label: 'How it works' },
  { href: '/faq', label: 'FAQ' },
  { href: '/contact', label: 'Contact' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-ink-700 bg-ink-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className="text-lg font-bold text-white">
            <PlatformName />
          </p>
          <p className="mt-2 max-w-sm text-sm text-slate-300">
            A free prediction game played with virtual coins. Play coins have no cash value, and everything you do stays
            in this browser.
          </p>
          <ShareLinks />
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className="inline-block py-2 text-sm text-slate-300 hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <LanguageSwitch className="inline-block py-2 text-sm text-slate-300 hover:text-white" />
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-ink-700 py-4 text-center text-xs text-slate-400">
        © 2026 PredictoPlay. A game for fun: no real money, no prizes.
      </p>
    </footer>
  );
}

import { AppLink } from '@/components/ui/app-link';
import { LanguageSwitch } from './language-switch';
import { PlatformName } from './platform-name';
import { ShareLinks } from './share-links';
import { layout_footer_about, layout_footer_contact, layout_footer_faq, layout_footer_fine_print, layout_footer_how_it_works, layout_footer_label, layout_footer_privacy, layout_footer_terms, layout_nav_home, layout_nav_leagues } from '@/lib/i18n/paraglide/messages';

const FOOTER_LINKS = [
  { href: '/', label: () => layout_nav_home() },
  { href: '/leagues', label: () => layout_nav_leagues() },
  { href: '/how-it-works', label: () => layout_footer_how_it_works() },
  { href: '/faq', label: () => layout_footer_faq() },
  { href: '/contact', label: () => layout_footer_contact() },
  { href: '/privacy', label: () => layout_footer_privacy() },
  { href: '/terms', label: () => layout_footer_terms() },
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
            {layout_footer_about()}
          </p>
          <ShareLinks />
        </div>
        <nav aria-label={layout_footer_label()}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <AppLink href={link.href} className="inline-block py-2 text-sm text-slate-300 hover:text-white">
                  {link.label()}
                </AppLink>
              </li>
            ))}
            <li>
              <LanguageSwitch className="inline-block py-2 text-sm text-slate-300 hover:text-white" />
            </li>
          </ul>
        </nav>
      </div>
      <p className="border-t border-ink-700 py-4 text-center text-xs text-slate-400">
        {layout_footer_fine_print()}
      </p>
    </footer>
  );
}

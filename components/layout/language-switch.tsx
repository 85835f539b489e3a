'use client';

import { usePathname } from 'next/navigation';
import { common_switch_language_label } from '@/lib/i18n/paraglide/messages';
import { languageName } from '@/lib/i18n/language-choice';
import { saveLanguageChoice } from '@/lib/store/language-choice';
import { LOCALE, LOCALES, pathInLocale, type Locale } from '@/lib/i18n/locale';

/**
 * Links to this page in each other language, keeping the query and the fragment, and remembering
 * the choice. A plain <a>: each language is its own export, so the switch is a page load.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  const pathname = usePathname() || '/';
  return (
    <>
      {LOCALES.filter((locale) => locale !== LOCALE).map((locale) => (
        <a
          key={locale}
          href={pathInLocale(pathname, locale)}
          hrefLang={locale}
          lang={locale}
          aria-label={common_switch_language_label({ language: languageName(locale) })}
          onClick={(event) => {
            saveLanguageChoice(locale);
            // The query and the fragment exist only in the browser (the export is static).
            event.currentTarget.href = pathInLocale(`${pathname}${location.search}${location.hash}`, locale as Locale);
          }}
          className={className}
        >
          {languageName(locale)}
        </a>
      ))}
    </>
  );
}

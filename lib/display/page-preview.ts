// What a shared link shows in a chat (WhatsApp, Telegram) or on social sites: Open Graph and
// Twitter card tags with one small static picture, and the page's address in every language
// (canonical and hreflang alternates). Next merges a page's metadata over the layout's field by
// field, so a page that sets its own title gives the picture and the alternates again.
//
// Next applies neither basePath nor the language to metadata URLs: the Hindi export (basePath /hi)
// names its '/hi/…' paths itself; the layout's metadataBase makes them absolute.

import { LOCALE, LOCALES, pathInLocale, type Locale } from '@/lib/i18n/locale';
import { previewImageAlt } from './preview-words';

/** The picture, without its text alternative (which is in the page's language: `pagePreview`). */
export const PREVIEW_IMAGE = { url: '/og-predictoplay.png', width: 1200, height: 630 } as const;

/** The brand that follows a page's own title, as the layout's title template writes it. */
const TITLE_SUFFIX = ' · PredictoPlay';

/**
 * The page at `path` (its path in English, without a language prefix) in every language:
 * canonical is this language's own address ('/hi/wallet' on a Hindi page), each language's
 * hreflang names its own, and x-default is the English one. '/' in Hindi is '/hi/'.
 */
export function pageAlternates(path = '/', locale: Locale = LOCALE) {
  const languages: Record<string, string> = {};
  for (const each of LOCALES) languages[each] = pathInLocale(path, each);
  languages['x-default'] = path;
  return { canonical: pathInLocale(path, locale), languages };
}

/** Open Graph's name of a language as India speaks it: 'en_IN', 'hi_IN'. */
function openGraphLocale(locale: Locale): string {
  return `${locale}_IN`;
}

export function pagePreview(title: string, description: string, path = '/', locale: Locale = LOCALE) {
  const alternates = pageAlternates(path, locale);
  const images = [{ ...PREVIEW_IMAGE, alt: previewImageAlt() }];
  return {
    alternates,
    openGraph: {
      type: 'website' as const,
      siteName: 'PredictoPlay',
      locale: openGraphLocale(locale),
      alternateLocale: LOCALES.filter((each) => each !== locale).map(openGraphLocale),
      title,
      description,
      url: alternates.canonical,
      images,
    },
    twitter: { card: 'summary_large_image' as const, title, description, images: [PREVIEW_IMAGE.url] },
  };
}

/** A page's whole metadata: its title (the layout adds the brand), description, preview and alternates. */
export function pageMetadata(title: string, description: string, path: string, locale: Locale = LOCALE) {
  return { title, description, ...pagePreview(`${title}${TITLE_SUFFIX}`, description, path, locale) };
}

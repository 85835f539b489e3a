import type { MetadataRoute } from 'next';
import { HTML_LANG, LOCALE, localePrefix } from '@/lib/i18n/locale';
import { install_screenshot_narrow, install_screenshot_wide, pages_manifest_description, pages_site_title } from '@/lib/i18n/paraglide/messages';
import { SHARE_FIELDS, SHARE_TARGET_ACTION, SHARED_FILE_TYPES } from '@/lib/share/share-target';

// Makes the site installable. Two icons at 192 and 512 px (scripts/render-install-images.mjs draws
// every PNG here): 'any' is the favicon (app/icon.svg), the rings on a rounded square with clear
// corners, for places that show an icon as it is; 'maskable' is docs/icon-maskable.svg, a full-bleed
// square whose rings sit inside the safe zone, so any launcher shape crops it well. The short name
// is the brand's 12 letters, the most a home-screen label shows before a launcher cuts it. The
// screenshots (this build's language, taken from the export) fill the richer install sheet.
// Installed, the app is a share target: a manifest has one, so a shared link, chat text or an
// exported chat file all arrive by POST, and the service worker hands them to the leagues page.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: pages_site_title(),
    short_name: 'PredictoPlay',
    description: pages_manifest_description(),
    lang: HTML_LANG,
    // One app in every language (one id); it opens on the home page of the language it was
    // installed from, which that language's worker has cached for offline starts.
    id: '/',
    start_url: localePrefix(LOCALE) || '/',
    scope: '/',
    display: 'standalone',
    background_color: '#070b16',
    theme_color: '#070b16',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    screenshots: [
      { src: `/screenshots/home-narrow-${LOCALE}.png`, sizes: '750x1334', type: 'image/png', form_factor: 'narrow', label: install_screenshot_narrow() },
      { src: `/screenshots/home-wide-${LOCALE}.png`, sizes: '1280x800', type: 'image/png', form_factor: 'wide', label: install_screenshot_wide() },
    ],
    share_target: {
      action: SHARE_TARGET_ACTION,
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: SHARE_FIELDS.title,
        text: SHARE_FIELDS.text,
        url: SHARE_FIELDS.url,
        files: [{ name: SHARE_FIELDS.file, accept: [...SHARED_FILE_TYPES] }],
      },
    },
  };
}

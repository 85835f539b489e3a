import type { MetadataRoute } from 'next';
import { HTML_LANG } from '@/lib/i18n/locale';
import { pages_manifest_description, pages_site_title } from '@/lib/i18n/paraglide/messages';
import { SHARE_FIELDS, SHARE_TARGET_ACTION, SHARED_FILE_TYPES } from '@/lib/share/share-target';

// Makes the site installable. The icons are docs/icon-maskable.svg rendered at 192 and 512 px: a
// full-bleed square whose rings sit inside the maskable safe zone, so any launcher shape crops well.
// Installed, the app is a share target: a manifest has one, so a shared link, chat text or an
// exported chat file all arrive by POST, and the service worker hands them to the leagues page.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: pages_site_title(),
    short_name: 'PredictoPlay',
    description: pages_manifest_description(),
    lang: HTML_LANG,
    id: '/',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#070b16',
    theme_color: '#070b16',
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
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

// What a shared link shows in a chat (WhatsApp, Telegram) or on social sites: Open Graph and
// Twitter card tags with one small static picture. Next merges a page's metadata over the
// layout's field by field, so a page that sets its own title gives the picture again.

import { PREVIEW_IMAGE_ALT } from './preview-words';

export const PREVIEW_IMAGE = { url: '/og-predictoplay.png', width: 1200, height: 630, alt: PREVIEW_IMAGE_ALT } as const;

export function pagePreview(title: string, description: string, path = '/') {
  return {
    openGraph: { type: 'website' as const, siteName: 'PredictoPlay', locale: 'en_IN', title, description, url: path, images: [PREVIEW_IMAGE] },
    twitter: { card: 'summary_large_image' as const, title, description, images: [PREVIEW_IMAGE.url] },
  };
}

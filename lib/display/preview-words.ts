// The words of a shared link's preview picture.
import { pages_preview_image_alt } from '@/lib/i18n/paraglide/messages';

/** The preview picture's text alternative, in the page's language. */
export function previewImageAlt(): string {
  return pages_preview_image_alt();
}

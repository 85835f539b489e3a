import type { Metadata } from 'next';
import { PageNotFound } from '@/components/shared/message-screens/page-not-found';
import { pages_not_found_title } from '@/lib/i18n/paraglide/messages';

// A missing page has no address of its own to name: no canonical or hreflang (the layout's would
// name the home page).
export const metadata: Metadata = { title: pages_not_found_title(), alternates: null };

export default function NotFound() {
  return <PageNotFound />;
}

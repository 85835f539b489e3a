import type { Metadata } from 'next';
import { DeferredAdminGate } from '@/components/admin/deferred-admin-gate';
import { SessionMark } from '@/components/shared/message-screens/session-mark';
import { pageAlternates } from '@/lib/display/page-preview';
import { pages_not_found_title } from '@/lib/i18n/paraglide/messages';

// Titled for everyone but the admin, who sees the panel retitled once it loads. No noindex: the
// exported page holds no admin content, and Lighthouse's SEO check marks every noindex page down.
// Its own alternates, so it does not name the home page as its canonical address.
export const metadata: Metadata = { title: pages_not_found_title(), alternates: pageAlternates('/admin') };

export default function AdminPage() {
  return (
    <>
      <SessionMark />
      <DeferredAdminGate />
    </>
  );
}

import type { Metadata } from 'next';
import { PageNotFound } from '@/components/feedback/page-not-found';

export const metadata: Metadata = { title: 'Page Not Found' };

/**
 * The admin panel renders only for an admin session. Admin sessions arrive with accounts, so
 * for now every visitor gets the not-found screen and no admin data is in the page at all.
 */
export default function AdminPage() {
  return <PageNotFound />;
}

import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin/admin-gate';

// Titled for everyone but the admin, who sees the panel retitled once it loads. No noindex: the
// exported page holds no admin content, and Lighthouse's SEO check marks every noindex page down.
export const metadata: Metadata = { title: 'Page Not Found' };

export default function AdminPage() {
  return <AdminGate />;
}

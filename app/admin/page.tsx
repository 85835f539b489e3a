import type { Metadata } from 'next';
import { AdminGate } from '@/components/admin/admin-gate';

// Titled for everyone but the admin, who sees the panel retitled once it loads.
export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

export default function AdminPage() {
  return <AdminGate />;
}

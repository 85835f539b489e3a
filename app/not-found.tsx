import type { Metadata } from 'next';
import { PageNotFound } from '@/components/shared/message-screens/page-not-found';

export const metadata: Metadata = { title: 'Page Not Found' };

export default function NotFound() {
  return <PageNotFound />;
}

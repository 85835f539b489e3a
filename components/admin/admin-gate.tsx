'use client';

import { lazy, Suspense } from 'react';
import { PageNotFound } from '../shared/message-screens/page-not-found';
import { useIsAdmin, useSessionReady } from '../hooks/use-current-account';

// Loaded only for an admin session, so nobody else downloads the panel at all.
const AdminPanel = lazy(() => import('./admin-panel').then((module) => ({ default: module.AdminPanel })));

const placeholder = <div aria-busy="true" className="min-h-[32rem]" />;

/** The admin panel for an admin session; the not-found screen, with no admin data, for everyone else. */
export function AdminGate() {
  const ready = useSessionReady();
  const isAdmin = useIsAdmin();
  if (!ready) return placeholder;
  if (!isAdmin) return <PageNotFound />;
  return (
    <Suspense fallback={placeholder}>
      <AdminPanel />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';
import { PageNotFound } from '../shared/message-screens/page-not-found';
import { VisitorScreen } from '../shared/message-screens/visitor-screen';
import { useIsAdmin, useSessionReady } from '../hooks/use-current-account';

// Loaded only for an admin session, so nobody else downloads the panel at all.
const AdminPanel = lazy(() => import('./admin-panel').then((module) => ({ default: module.AdminPanel })));

const placeholder = <div aria-busy="true" className="min-h-[32rem]" />;

/** The admin panel for an admin session; the not-found screen, with no admin data, for everyone else. */
export function AdminGate() {
  const ready = useSessionReady();
  const isAdmin = useIsAdmin();
  // While the session is read, a browser that stores no login already sees the not-found screen (the page's SessionMark).
  if (!ready || !isAdmin) return <VisitorScreen pending={!ready} screen={<PageNotFound />} />;
  return (
    <Suspense fallback={placeholder}>
      <AdminPanel />
    </Suspense>
  );
}

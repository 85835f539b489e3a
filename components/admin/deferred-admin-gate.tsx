'use client';

import { lazy, Suspense } from 'react';
import { PageNotFound } from '../shared/message-screens/page-not-found';
import { VisitorScreen } from '../shared/message-screens/visitor-screen';

// The gate's code is not in /admin's first load. Until it arrives, the export shows what the gate
// itself draws while the session is read: a placeholder, or the not-found screen when this browser
// stores no login (the page's SessionMark), and React keeps that HTML until the code is in.
const AdminGate = lazy(() => import('./admin-gate').then((module) => ({ default: module.AdminGate })));

export function DeferredAdminGate() {
  return (
    <Suspense fallback={<VisitorScreen pending screen={<PageNotFound />} />}>
      <AdminGate />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';

// The gate's code (and the not-found screen it shows everyone but the admin) is not in /admin's
// first load: the export shows its placeholder, as nothing is known before the session is read,
// and React keeps that HTML until the code arrives.
const AdminGate = lazy(() => import('./admin-gate').then((module) => ({ default: module.AdminGate })));

export function DeferredAdminGate() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-[32rem]" />}>
      <AdminGate />
    </Suspense>
  );
}

'use client';

import { lazy, Suspense } from 'react';

// The profile draws nothing before the session has loaded (the export shows login-required's
// placeholder), so its code is not in /profile's first load: asked for as this module runs, it
// is there by the time the session is.
const loadProfileView = () => import('./profile-view').then((module) => ({ default: module.ProfileView }));
if (typeof window !== 'undefined') void loadProfileView();
const ProfileView = lazy(loadProfileView);

/** The profile, behind a placeholder of login-required's size until its code has arrived. */
export function DeferredProfileView() {
  return (
    <Suspense fallback={<div aria-busy="true" className="min-h-[32rem]" />}>
      <ProfileView />
    </Suspense>
  );
}

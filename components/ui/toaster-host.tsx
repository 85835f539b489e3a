'use client';

import { lazy, Suspense, useState } from 'react';
import { useToastStore } from '@/lib/store/toast-store';

const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** Mounts the toaster the first time a toast is queued, and keeps it from then on. */
export function ToasterHost() {
  const wanted = useToastStore((state) => state.queue.length > 0);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (!mounted && !wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}

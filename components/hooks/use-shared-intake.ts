'use client';

// What another app shared into the installed app, read once when the page mounts (and deleted
// from where the service worker kept it). Null while it is read, and when nothing was shared.

import { useEffect, useRef, useState } from 'react';
import { readSharedIntake, type SharedIntake } from '@/lib/store/shared-intake';

export function useSharedIntake(): SharedIntake | null {
  const [intake, setIntake] = useState<SharedIntake | null>(null);
  // One read per mount: reading deletes the share, so the effect run twice in development must
  // wait for the first read rather than start a second one that would find nothing.
  const reading = useRef<Promise<SharedIntake | null> | null>(null);
  useEffect(() => {
    let live = true;
    reading.current ??= readSharedIntake(window.location, typeof caches === 'undefined' ? undefined : caches);
    void reading.current.then((read) => {
      if (live) setIntake(read);
    });
    return () => {
      live = false;
    };
  }, []);
  return intake;
}

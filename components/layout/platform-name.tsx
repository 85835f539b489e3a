'use client';

import { useGameStore } from '@/lib/store/game-store';

/** The admin's platform name; the default until the stored settings are read, as in the export. */
export function PlatformName() {
  return <>{useGameStore((state) => state.settings.platformName)}</>;
}

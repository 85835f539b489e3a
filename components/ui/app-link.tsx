'use client';

import Link from 'next/link';
import { useState, type ComponentProps, type FocusEvent, type PointerEvent } from 'react';

type AppLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * The app's link: next/link with its page fetched when a player reaches for it (a finger, a
 * pointer or keyboard focus on it), not when it scrolls into view. Viewport prefetching fetched
 * and parsed every visible link's page during start-up: on Home about 110 ms of blocking time
 * under Lighthouse's slowed CPU, and payloads a player on mobile data mostly never opens
 * (docs/performance.md). The installed worker answers these payloads from its cache anyway.
 *
 * Reaching for the link turns next/link's own prefetching on; the link is on screen then, so it
 * fetches at once. (No router hook: a link also draws outside the app's router, as in tests.)
 */
export function AppLink({ onPointerEnter, onFocus, ...props }: AppLinkProps) {
  const [reachedFor, setReachedFor] = useState(false);
  return (
    <Link
      {...props}
      prefetch={reachedFor ? null : false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        setReachedFor(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        setReachedFor(true);
        onFocus?.(event);
      }}
    />
  );
}

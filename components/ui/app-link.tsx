'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, PointerEvent } from 'react';

type AppLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * The app's link: next/link with its page fetched when a player reaches for it (a finger, a
 * pointer or keyboard focus on it), not when it scrolls into view. Viewport prefetching fetched
 * and parsed every visible link's page during start-up: on Home about 110 ms of blocking time
 * under Lighthouse's slowed CPU, and payloads a player on mobile data mostly never opens
 * (docs/performance.md). The installed worker answers these payloads from its cache anyway.
 */
export function AppLink({ href, onPointerEnter, onFocus, ...props }: AppLinkProps) {
  const router = useRouter();
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onPointerEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        router.prefetch(href);
        onFocus?.(event);
      }}
    />
  );
}

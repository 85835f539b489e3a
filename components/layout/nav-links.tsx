'use client';

import { AppLink } from '@/components/ui/app-link';
import { usePathname } from 'next/navigation';
import { isCurrent, type NavItem } from './nav-items';

interface NavLinksProps {
  items: readonly NavItem[];
  className: string;
  /** Each item's list entry, e.g. to show it only from a breakpoint. */
  itemClassName?: (href: string) => string | undefined;
  /** The link's classes, the current page's apart. */
  linkClassName: (current: boolean) => string;
  /** Drawn before the label, decoration only. */
  icon?: (href: string, current: boolean) => React.ReactNode;
}

/** A list of the main routes with the current one marked: the wide bar's links and a phone's tab bar. */
export function NavLinks({ items, className, itemClassName, linkClassName, icon }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {items.map(({ href, label }) => {
        const current = isCurrent(href, pathname);
        return (
          <li key={href} className={itemClassName?.(href)}>
            <AppLink href={href} aria-current={current ? 'page' : undefined} className={linkClassName(current)}>
              {icon?.(href, current)}
              {label()}
            </AppLink>
          </li>
        );
      })}
    </ul>
  );
}

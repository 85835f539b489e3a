'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_ITEMS } from './nav-items';

interface NavLinksProps {
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
  /** The wide bar, where an item may wait for room (`barFrom`); the phone menu lists every item. */
  inBar?: boolean;
}

export function NavLinks({ className, linkClassName, onNavigate, inBar = false }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = item.isActive(pathname);
        return (
          <li key={item.href} className={inBar && item.barFrom === 'lg' ? 'hidden lg:block' : undefined}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={`${linkClassName} ${active ? 'bg-brand-500/20 text-white' : 'text-slate-300 hover:bg-ink-700 hover:text-white'}`}
            >
              {item.label()}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

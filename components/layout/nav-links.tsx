'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_ITEMS } from './nav-items';

/** The wide bar's links; an item may wait for room (`barFrom`), since the footer and a phone's tab bar list them all. */
export function NavLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = item.isActive(pathname);
        return (
          <li key={item.href} className={item.barFrom === 'md' ? 'hidden md:block' : undefined}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
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

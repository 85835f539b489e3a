'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { NAV_ITEMS } from './nav-items';

interface NavLinksProps {
  className: string;
  linkClassName: string;
  onNavigate?: () => void;
}

export function NavLinks({ className, linkClassName, onNavigate }: NavLinksProps) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => {
        const active = item.isActive(pathname);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={`${linkClassName} ${active ? 'bg-brand-500/20 text-white' : 'text-slate-300 hover:bg-ink-700 hover:text-white'}`}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

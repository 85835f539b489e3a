import { layout_nav_home, layout_nav_leaderboard, layout_nav_leagues, layout_nav_profile, layout_nav_wallet } from '@/lib/i18n/paraglide/messages';

export interface NavItem {
  href: string;
  /** Called on each render: the words come from the page's language. */
  label: () => string;
}

/**
 * The main routes, in the order a thumb reaches for them in a phone's bottom tab bar. The wide top
 * bar lists all but Profile (its account menu has it), and Leagues only from md: between sm and md
 * it has room for three links beside the brand, the language switch and the account slot.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: () => layout_nav_home() },
  { href: '/leagues', label: () => layout_nav_leagues() },
  { href: '/wallet', label: () => layout_nav_wallet() },
  { href: '/leaderboard', label: () => layout_nav_leaderboard() },
  { href: '/profile', label: () => layout_nav_profile() },
];

/** Whether the link to `href` is the page at `pathname`. Home's list is where a question's page is reached from, so that page is Home's too. */
export function isCurrent(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' || pathname.startsWith('/prediction') : pathname.startsWith(href);
}

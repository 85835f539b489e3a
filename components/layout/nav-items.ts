import { layout_nav_home, layout_nav_leaderboard, layout_nav_leagues, layout_nav_predictions, layout_nav_wallet } from '@/lib/i18n/paraglide/messages';

export interface NavItem {
  href: string;
  /** Called on each render: the words come from the page's language. */
  label: () => string;
  isActive: (pathname: string) => boolean;
  /**
   * In the wide bar, shown only from this breakpoint: between md and lg the bar has room for four
   * links beside the brand and the account slot, no more. The phone menu and the footer list it always.
   */
  barFrom?: 'lg';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: () => layout_nav_home(), isActive: (path) => path === '/' },
  { href: '/#predictions', label: () => layout_nav_predictions(), isActive: (path) => path.startsWith('/prediction') },
  { href: '/wallet', label: () => layout_nav_wallet(), isActive: (path) => path.startsWith('/wallet') },
  { href: '/leaderboard', label: () => layout_nav_leaderboard(), isActive: (path) => path.startsWith('/leaderboard') },
  { href: '/leagues', label: () => layout_nav_leagues(), isActive: (path) => path.startsWith('/leagues'), barFrom: 'lg' },
];

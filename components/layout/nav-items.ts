import { layout_nav_home, layout_nav_leaderboard, layout_nav_leagues, layout_nav_profile, layout_nav_wallet } from '@/lib/i18n/paraglide/messages';

export interface NavItem {
  href: string;
  /** Called on each render: the words come from the page's language. */
  label: () => string;
  isActive: (pathname: string) => boolean;
  /**
   * In the wide bar, shown only from this breakpoint: between sm and md the bar has room for three
   * links beside the brand, the language switch and the account slot, no more.
   */
  barFrom?: 'md';
}

// Home's list is where every question's page is reached from, so a question's page is Home's too.
const HOME: NavItem = { href: '/', label: () => layout_nav_home(), isActive: (path) => path === '/' || path.startsWith('/prediction') };
const WALLET: NavItem = { href: '/wallet', label: () => layout_nav_wallet(), isActive: (path) => path.startsWith('/wallet') };
const LEADERBOARD: NavItem = { href: '/leaderboard', label: () => layout_nav_leaderboard(), isActive: (path) => path.startsWith('/leaderboard') };
const LEAGUES: NavItem = { href: '/leagues', label: () => layout_nav_leagues(), isActive: (path) => path.startsWith('/leagues') };
const PROFILE: NavItem = { href: '/profile', label: () => layout_nav_profile(), isActive: (path) => path.startsWith('/profile') };

/** The wide top bar's links (from 640 px); the account menu there holds Profile. */
export const NAV_ITEMS: readonly NavItem[] = [HOME, WALLET, LEADERBOARD, { ...LEAGUES, barFrom: 'md' }];

/** A phone's bottom tab bar (below 640 px), in the order a thumb reaches for them. */
export const TAB_ITEMS: readonly NavItem[] = [HOME, LEAGUES, WALLET, LEADERBOARD, PROFILE];

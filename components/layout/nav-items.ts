export interface NavItem {
  href: string;
  label: string;
  isActive: (pathname: string) => boolean;
  /**
   * In the wide bar, shown only from this breakpoint: between md and lg the bar has room for four
   * links beside the brand and the account slot, no more. The phone menu and the footer list it always.
   */
  barFrom?: 'lg';
}

export const NAV_ITEMS: readonly NavItem[] = [
  { href: '/', label: 'Home', isActive: (path) => path === '/' },
  { href: '/#predictions', label: 'Predictions', isActive: (path) => path.startsWith('/prediction') },
  { href: '/wallet', label: 'Wallet', isActive: (path) => path.startsWith('/wallet') },
  { href: '/leaderboard', label: 'Leaderboard', isActive: (path) => path.startsWith('/leaderboard') },
  { href: '/leagues', label: 'Leagues', isActive: (path) => path.startsWith('/leagues'), barFrom: 'lg' },
];

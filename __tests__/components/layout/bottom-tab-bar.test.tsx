import { render, screen, within } from '@testing-library/react';
import { BottomTabBar } from '@/components/layout/bottom-tab-bar';
import { inHindi } from '../../i18n/hindi';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

function tabs(landmark = 'Main') {
  return within(screen.getByRole('navigation', { name: landmark })).getAllByRole('link');
}

describe('the bottom tab bar', () => {
  beforeEach(() => {
    mockPathname = '/';
  });

  it('is the main nav landmark with five tabs in thumb order, each with its label as its name', () => {
    render(<BottomTabBar />);
    expect(tabs().map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Leagues', '/leagues'],
      ['Wallet', '/wallet'],
      ['Leaderboard', '/leaderboard'],
      ['Profile', '/profile'],
    ]);
    // The icons are decoration: each tab's name is its label alone.
    for (const link of tabs()) expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it.each([
    ['/', 'Home'],
    ['/prediction', 'Home'],
    ['/leagues', 'Leagues'],
    ['/wallet', 'Wallet'],
    ['/leaderboard', 'Leaderboard'],
    ['/profile', 'Profile'],
  ])('on %s marks %s, and only it, as the current page', (path, name) => {
    mockPathname = path;
    render(<BottomTabBar />);
    const current = tabs().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([name]);
    // Visibly too: the current tab's icon sits in a pill.
    expect(current[0]?.querySelector('svg')).toHaveClass('bg-brand-500/30');
    for (const other of tabs().filter((link) => !current.includes(link))) expect(other.querySelector('svg')).not.toHaveClass('bg-brand-500/30');
  });

  it('marks no tab on a page none of them leads to', () => {
    mockPathname = '/admin';
    render(<BottomTabBar />);
    expect(tabs().filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('shows only below the small breakpoint, fixed above the safe area, with 56 px tabs whose labels never wrap', () => {
    render(<BottomTabBar />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveClass('fixed', 'bottom-0', 'sm:hidden', 'pb-[env(safe-area-inset-bottom)]');
    for (const link of tabs()) expect(link).toHaveClass('h-14', 'whitespace-nowrap');
  });
});

describe('the bottom tab bar in Hindi', () => {
  inHindi();

  it('names the landmark and the tabs in Hindi', () => {
    mockPathname = '/wallet';
    render(<BottomTabBar />);
    expect(tabs('मुख्य').map((link) => link.textContent)).toEqual(['होम', 'लीग', 'बटुआ', 'लीडरबोर्ड', 'प्रोफ़ाइल']);
    expect(screen.getByRole('link', { name: 'बटुआ' })).toHaveAttribute('aria-current', 'page');
  });
});

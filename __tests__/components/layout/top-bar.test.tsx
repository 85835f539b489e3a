import { fireEvent, render, screen, within } from '@testing-library/react';
import { SessionControls } from '@/components/account/session-controls';
import { TopBar } from '@/components/layout/top-bar';
import { useHydrationStore } from '@/lib/store/hydration-store';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname, useRouter: () => ({ push: jest.fn() }) }));

describe('TopBar', () => {
  beforeEach(() => {
    mockPathname = '/';
    window.scrollY = 0;
  });

  it('is a banner with the brand link, the four main links, the language switch and a Login button', () => {
    useHydrationStore.setState({ session: true, game: true });
    render(<TopBar sessionControls={<SessionControls />} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PredictoPlay' })).toHaveAttribute('href', '/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Leagues', '/leagues'],
      ['Wallet', '/wallet'],
      ['Leaderboard', '/leaderboard'],
    ]);
    expect(within(header).getByRole('link', { name: /हिन्दी/ })).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists no Predictions link, which went to Home too, and has no menu button', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.queryByRole('link', { name: 'Predictions' })).toBeNull();
    expect(screen.queryByRole('button', { name: /menu/i })).toBeNull();
  });

  it('marks the current page with aria-current', () => {
    mockPathname = '/leaderboard';
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('marks Leagues current on the Leagues page, and Leaderboard not', () => {
    mockPathname = '/leagues';
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getByRole('link', { name: 'Leagues' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Leaderboard' })).not.toHaveAttribute('aria-current');
  });

  it('shows its links from the small breakpoint (below it the tab bar has them), and Leagues from the medium one', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('hidden', 'sm:block');
    expect(screen.getByRole('link', { name: 'Leagues' }).closest('li')).toHaveClass('hidden', 'md:block');
    expect(screen.getByRole('link', { name: 'Leaderboard' }).closest('li')).not.toHaveClass('hidden');
  });

  it('keeps the language switch in the bar at every width, outside the links’ nav', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const switchLink = screen.getByRole('link', { name: /हिन्दी/ });
    expect(switchLink).not.toHaveClass('hidden');
    expect(switchLink.closest('nav')).toBeNull();
  });

  it('never lets the brand link get narrower than its logo', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const brand = screen.getByRole('link', { name: 'PredictoPlay' });
    expect(brand).toHaveClass('min-w-8');
    expect(brand).not.toHaveClass('min-w-0');
  });

  it('marks Home current on a question’s page, reached from Home’s list', () => {
    mockPathname = '/prediction';
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('turns dark once the page has scrolled past 20 pixels', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollY = 20;
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'false');
    window.scrollY = 21;
    fireEvent.scroll(window);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    // Opaque, so the bar's text contrast does not depend on whatever has scrolled under it.
    expect(header.className.split(' ')).toContain('bg-ink-950');
  });
});

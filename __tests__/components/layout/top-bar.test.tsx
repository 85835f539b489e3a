import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('is a banner with the brand link, the five nav links and a Login button', () => {
    useHydrationStore.setState({ session: true, game: true });
    render(<TopBar sessionControls={<SessionControls />} />);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PredictoPlay' })).toHaveAttribute('href', '/');
    for (const name of ['Home', 'Predictions', 'Wallet', 'Leaderboard', 'Leagues']) {
      expect(within(header).getAllByRole('link', { name, hidden: true }).length).toBeGreaterThan(0);
    }
    expect(within(header).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current', () => {
    mockPathname = '/leaderboard';
    render(<TopBar sessionControls={<SessionControls />} />);
    const [leaderboard] = screen.getAllByRole('link', { name: 'Leaderboard' });
    expect(leaderboard).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Home' })[0]).not.toHaveAttribute('aria-current');
  });

  it('marks Leagues current on the Leagues page, and Leaderboard not', () => {
    mockPathname = '/leagues';
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getAllByRole('link', { name: 'Leagues' })[0]).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByRole('link', { name: 'Leaderboard' })[0]).not.toHaveAttribute('aria-current');
  });

  it('shows Leagues in the wide bar only from the large breakpoint, and always in the phone menu', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const [inBar, inMenu] = screen.getAllByRole('link', { name: 'Leagues', hidden: true });
    expect(inBar?.closest('li')).toHaveClass('hidden', 'lg:block');
    expect(inMenu?.closest('li')).not.toHaveClass('hidden');
  });

  it('keeps the language switch in the bar from the small breakpoint, and in the phone menu below it', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const [inBar, inMenu] = screen.getAllByRole('link', { name: /हिन्दी/, hidden: true });
    expect(inBar).toHaveClass('hidden', 'sm:inline-flex');
    expect(inMenu?.closest('#mobile-menu')).not.toBeNull();
    expect(inMenu).toHaveClass('sm:hidden');
    expect(inMenu).not.toHaveClass('hidden');
  });

  it('never lets the brand link get narrower than its logo', () => {
    render(<TopBar sessionControls={<SessionControls />} />);
    const brand = screen.getByRole('link', { name: 'PredictoPlay' });
    expect(brand).toHaveClass('min-w-8');
    expect(brand).not.toHaveClass('min-w-0');
  });

  it('marks Predictions current on a detail page', () => {
    mockPathname = '/prediction';
    render(<TopBar sessionControls={<SessionControls />} />);
    expect(screen.getAllByRole('link', { name: 'Predictions' })[0]).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the mobile menu, and Escape returns focus to the toggle', async () => {
    const user = userEvent.setup();
    render(<TopBar sessionControls={<SessionControls />} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('mobile-menu')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(document.getElementById('mobile-menu')).not.toBeVisible();
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

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionControls } from '@/components/account/session-controls';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { logInAs, logInAsAdmin, startApp, storedGame } from '../players';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: mockPush }) }));

const menuButton = () => screen.getByRole('button', { name: 'Account menu' });
const item = (name: string) => screen.getByRole('menuitem', { name });
const itemNames = () => screen.getAllByRole('menuitem').map((element) => element.textContent);

function renderControls() {
  const user = userEvent.setup();
  render(<SessionControls />);
  return { user };
}

beforeEach(async () => {
  mockPush.mockClear();
  await startApp();
});

describe('AccountMenu', () => {
  it('shows the balance and a menu button that says whether it is open', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    expect(screen.getByTestId('balance')).toHaveTextContent('1,500');
    expect(screen.getByRole('link', { name: /1,500 coins, open wallet/ })).toHaveAttribute('href', '/wallet');
    const button = menuButton();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(button);
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(item('Profile')).toHaveFocus();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers Profile and Logout to a player', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    await user.click(menuButton());
    expect(itemNames()).toEqual(['Profile', 'Logout']);
    expect(item('Profile')).toHaveAttribute('href', '/profile');
  });

  it('adds Admin Panel for the admin', async () => {
    logInAsAdmin();
    const { user } = renderControls();
    await user.click(menuButton());
    expect(itemNames()).toEqual(['Profile', 'Admin Panel', 'Logout']);
    expect(item('Admin Panel')).toHaveAttribute('href', '/admin');
  });

  it('moves with the arrows, wraps at both ends, and jumps with Home and End', async () => {
    logInAsAdmin();
    const { user } = renderControls();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Admin Panel')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Logout')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(item('Admin Panel')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(item('Profile')).toHaveFocus();
    await user.keyboard('{End}');
    expect(item('Logout')).toHaveFocus();
  });

  it('opens on ArrowUp with the last item focused', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    menuButton().focus();
    await user.keyboard('{ArrowUp}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(item('Logout')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes on Tab and on a click outside', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(menuButton());
    await user.click(document.body);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('logs out to the home page, keeping the account and its coins', async () => {
    const player = logInAs('p@example.com');
    const { user } = renderControls();
    await user.click(menuButton());
    await user.click(item('Logout'));
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useGameStore.getState().accounts).toEqual([expect.objectContaining({ id: player.id, coins: 1500 })]);
    expect((await storedGame())?.accounts).toEqual([expect.objectContaining({ id: player.id, coins: 1500 })]);
    expect(mockPush).toHaveBeenCalledTimes(1);
    expect(mockPush).toHaveBeenCalledWith('/');
    expect(useToastStore.getState().queue.map((toast) => toast.message)).toEqual([
      'You have logged out. Your coins and bets are kept for your next login.',
    ]);
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it('says the logout holds in this tab only when storage refuses to write it', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    await user.click(menuButton());
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(item('Logout'));
    setItem.mockRestore();
    expect(info).toHaveBeenCalledWith('PredictoPlay could not use browser storage', expect.any(DOMException));
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useToastStore.getState().queue.map((toast) => toast.message)).toEqual([
      'You have logged out. Your coins and bets are kept for your next login. Kept in this tab only until storage works again.',
    ]);
  });

  it('logs out from the keyboard too', async () => {
    logInAs('p@example.com');
    const { user } = renderControls();
    menuButton().focus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(mockPush).toHaveBeenCalledWith('/');
  });
});

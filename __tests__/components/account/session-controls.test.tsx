import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionControls } from '@/components/account/session-controls';
import { useHydrationStore } from '@/lib/store/hydration-store';
import { logInAs, startApp } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

/** The stores finish loading, finding `email` logged in when given. */
async function finishLoading(email?: string) {
  await act(async () => {
    await startApp();
    if (email) logInAs(email);
  });
}

describe('the account slot across the stores loading', () => {
  it('is a Login button from the first render, before the stores have loaded', () => {
    render(<SessionControls />);
    expect(useHydrationStore.getState()).toEqual({ session: false, game: false });
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('stays the same element, keeping focus, when it becomes the account menu of the player found logged in', async () => {
    render(<SessionControls />);
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    await finishLoading('p@example.com');
    const menu = screen.getByRole('button', { name: 'Account menu' });
    expect(menu).toBe(login);
    expect(menu).toHaveFocus();
    expect(screen.getByTestId('balance')).toHaveTextContent('1,500');
  });

  it('stays the same element, keeping focus, for a visitor', async () => {
    render(<SessionControls />);
    const login = screen.getByRole('button', { name: 'Login' });
    login.focus();
    await finishLoading();
    expect(screen.getByRole('button', { name: 'Login' })).toBe(login);
    expect(login).toHaveFocus();
  });

  it('keeps a login dialog opened before the stores loaded open, and Escape gives focus back to the button', async () => {
    const user = userEvent.setup();
    render(<SessionControls />);
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    await finishLoading();
    expect(dialog).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(login).toHaveFocus());
  });

  it('gives focus back to the same button when the loaded session turns out to be a player', async () => {
    const user = userEvent.setup();
    render(<SessionControls />);
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    await screen.findByRole('dialog', { name: 'Welcome Back!' });
    await finishLoading('p@example.com');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const menu = screen.getByRole('button', { name: 'Account menu' });
    expect(menu).toBe(login);
    await waitFor(() => expect(menu).toHaveFocus());
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionControls } from '@/components/account/session-controls';
import { LoginDialog } from '@/components/account/login-dialog';
import { signUp } from '@/lib/account/accounts';
import { ADMIN_EMAIL } from '@/lib/account/admin-email';
import { hashPassword } from '@/lib/account/password';
import { useGameStore } from '@/lib/store/game-store';
import { useSessionStore } from '@/lib/store/session-store';
import { useToastStore } from '@/lib/store/toast-store';
import { applyNow, startApp, storageSnapshot, storedGame, testContext } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

// Real PBKDF2 at 600,000 iterations takes a moment in Node.
const HASHING = { timeout: 5000 };

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);

function renderDialog() {
  const onOpenChange = jest.fn();
  const user = userEvent.setup();
  render(<LoginDialog open onOpenChange={onOpenChange} />);
  return { user, onOpenChange, dialog: screen.getByRole('dialog') };
}

async function openSignUp() {
  const rendered = renderDialog();
  await rendered.user.click(screen.getByRole('button', { name: 'Sign up' }));
  return rendered;
}

interface SignUpValues {
  username: string;
  email: string;
  phone: string;
  password: string;
  confirm: string;
}

const VALID: SignUpValues = {
  username: 'Asha',
  email: 'asha@example.com',
  phone: '+91 98765 43210',
  password: 'correct horse',
  confirm: 'correct horse',
};

async function fillSignUp(user: ReturnType<typeof userEvent.setup>, values: Partial<SignUpValues>) {
  const all = { ...VALID, ...values };
  const fields: [string, string][] = [
    ['Username', all.username],
    ['Email', all.email],
    ['Phone (optional)', all.phone],
    ['Password', all.password],
    ['Confirm password', all.confirm],
  ];
  for (const [label, value] of fields) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
}

/** A registered player whose password really hashes, at few iterations so the setup is quick. */
async function registerKnownPlayer(email: string, password: string) {
  const hash = await hashPassword(password, crypto, 1000);
  const opened = applyNow((data) => signUp(data, { username: 'Known', email, phone: '9876543210', password: hash }, ADMIN_EMAIL, testContext()));
  if (!opened.ok) throw new Error(opened.reason);
  return opened.account;
}

beforeEach(async () => {
  await startApp();
});

describe('LoginDialog', () => {
  it('opens as Welcome Back! with the admin hint and labelled fields', () => {
    const { dialog } = renderDialog();
    expect(dialog).toHaveAccessibleName('Welcome Back!');
    expect(dialog).toHaveAccessibleDescription('Log in to keep predicting.');
    expect(within(dialog).getByText('Use admin@predictoplay.com for admin access')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('switches to Join PredictoPlay with every sign-up field labelled, and back', async () => {
    const { user, dialog } = await openSignUp();
    expect(dialog).toHaveAccessibleName('Join PredictoPlay');
    for (const label of ['Username', 'Email', 'Phone (optional)', 'Password', 'Confirm password']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(dialog).toHaveAccessibleName('Welcome Back!');
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('shows the password rule under the field before any submit, read with the field', async () => {
    const { dialog } = await openSignUp();
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    expect(within(dialog).getByText('At least 8 characters.')).toBeVisible();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  describe('sign-up refuses, saves nothing, and says why at the field', () => {
    const cases: [string, Partial<SignUpValues>, string, string][] = [
      ['a 2-character username', { username: 'ab' }, 'Username', 'Username must be 3 to 20 characters.'],
      ['a 21-character username', { username: 'a'.repeat(21) }, 'Username', 'Username must be 3 to 20 characters.'],
      ['a malformed email', { email: 'asha@example' }, 'Email', 'Enter a valid email address, like name@example.com.'],
      ['a malformed phone', { phone: '12-34' }, 'Phone (optional)', 'Enter a valid phone number of 7 to 15 digits.'],
      ['a 7-character password', { password: 'seven77', confirm: 'seven77' }, 'Password', 'Password must be at least 8 characters.'],
      ['a confirmation that does not match', { confirm: 'correct horsf' }, 'Confirm password', 'Passwords do not match.'],
      ['the admin address', { email: 'Admin@PredictoPlay.com' }, 'Email', 'This address is reserved for the admin demo.'],
    ];

    it.each(cases)('%s', async (_name, values, label, message) => {
      const { user, onOpenChange } = await openSignUp();
      await fillSignUp(user, values);
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      const field = screen.getByLabelText(label);
      await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(message)).toBeVisible();
      expect(useGameStore.getState().accounts).toEqual([]);
      expect((await storedGame())?.accounts).toEqual([]);
      expect(useSessionStore.getState().accountId).toBeNull();
      expect(onOpenChange).not.toHaveBeenCalled();
    });

    it('an email already registered in this browser', async () => {
      await registerKnownPlayer('asha@example.com', 'something else');
      const { user, onOpenChange } = await openSignUp();
      await fillSignUp(user, { email: 'ASHA@example.com' });
      await user.click(screen.getByRole('button', { name: 'Create Account' }));
      const field = screen.getByLabelText('Email');
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription('An account with this email already exists in this browser. Log in instead.'),
      );
      expect(useGameStore.getState().accounts).toHaveLength(1);
      expect((await storedGame())?.accounts).toHaveLength(1);
      expect(useSessionStore.getState().accountId).toBeNull();
      expect(onOpenChange).not.toHaveBeenCalled();
    });
  });

  it('signs a valid player up with 1,000 coins, showing Creating account... while hashing', async () => {
    const { user, onOpenChange } = await openSignUp();
    await fillSignUp(user, {});
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const busy = screen.getByRole('button', { name: 'Creating account...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), HASHING);
    const [account] = useGameStore.getState().accounts;
    expect(account).toMatchObject({ username: 'Asha', email: 'asha@example.com', coins: 1000, isAdmin: false });
    expect(useSessionStore.getState().accountId).toBe(account?.id);
    expect((await storedGame())?.accounts).toHaveLength(1);
    expect(toasts()).toEqual(['Welcome to PredictoPlay, Asha! 1,000 coins are yours.']);
  });

  it('marks the phone as optional and says no message is ever sent to it', async () => {
    const { dialog } = await openSignUp();
    const phone = within(dialog).getByLabelText('Phone (optional)');
    expect(phone).not.toBeRequired();
    expect(phone).toHaveAccessibleDescription('No message is ever sent to it.');
  });

  it('signs a player up without a phone number', async () => {
    const { user, onOpenChange } = await openSignUp();
    await fillSignUp(user, { phone: '' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), HASHING);
    expect(useGameStore.getState().accounts[0]).toMatchObject({ username: 'Asha', phone: null, coins: 1000 });
  });

  it('refuses an email with no account here at the email field, saves nothing, and offers to create one', async () => {
    const before = await storageSnapshot();
    const { user, onOpenChange, dialog } = renderDialog();
    expect(within(dialog).queryByRole('button', { name: 'Create an account' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'New@Example.com');
    await user.type(screen.getByLabelText('Password'), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveAccessibleDescription('No account with this email in this browser'));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(useGameStore.getState().accounts).toEqual([]);
    expect(await storageSnapshot()).toEqual(before);
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(dialog).toHaveAccessibleName('Join PredictoPlay');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('New@Example.com');
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a wrong password for a known email and changes nothing', async () => {
    await registerKnownPlayer('known@example.com', 'right password');
    const before = await storageSnapshot();
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'known@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The alert is always on the page, empty until there is something to say.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password'), HASHING);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(useSessionStore.getState().accountId).toBeNull();
    expect(useGameStore.getState().accounts).toHaveLength(1);
    expect(await storageSnapshot()).toEqual(before);
    expect(onOpenChange).not.toHaveBeenCalled();
  }, 20_000); // Two real 600,000-iteration PBKDF2 hashes: seconds on a busy machine.

  it('logs a known player in with the right password', async () => {
    const known = await registerKnownPlayer('known@example.com', 'right password');
    const { user, onOpenChange } = renderDialog();
    await user.type(screen.getByLabelText('Email'), 'known@example.com');
    await user.type(screen.getByLabelText('Password'), 'right password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), HASHING);
    expect(useSessionStore.getState().accountId).toBe(known.id);
    expect(toasts()).toEqual(['Welcome back, Known!']);
  });

  it('keeps focus inside the dialog, both ways round', async () => {
    const { user, dialog } = renderDialog();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const signUpLink = within(dialog).getByRole('button', { name: 'Sign up' });
    signUpLink.focus();
    // Sign up is the last control: Tab wraps to the first.
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(signUpLink).toHaveFocus();
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('closes on the Close button', async () => {
    const { user, onOpenChange } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('SessionControls with the login dialog', () => {
  it('opens from Login with focus inside, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(<SessionControls />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome Back!' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('gives focus back to the Login button once the dialog closes', async () => {
    const user = userEvent.setup();
    render(<SessionControls />);
    const login = screen.getByRole('button', { name: 'Login' });
    await user.click(login);
    await screen.findByRole('dialog', { name: 'Welcome Back!' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(login).toHaveFocus());
  });
});

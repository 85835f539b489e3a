import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginDialog } from '@/components/account/login-dialog';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { startApp } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/', useRouter: () => ({ push: jest.fn() }) }));

describe('LoginDialog in Hindi', () => {
  inHindi();

  beforeEach(async () => {
    await startApp();
  });

  it('asks to log in with its heading, fields and button in Hindi', () => {
    render(<LoginDialog open onOpenChange={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'फिर से स्वागत है!' });
    expect(dialog).toHaveAccessibleDescription('अनुमान लगाते रहने के लिए लॉग इन करें।');
    expect(screen.getByLabelText('ईमेल')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'लॉग इन' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toBeInTheDocument();
  });

  it('switches to sign-up in Hindi, every field named in Hindi', async () => {
    const user = userEvent.setup();
    render(<LoginDialog open onOpenChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'PredictoPlay से जुड़ें' });
    for (const label of ['यूज़रनेम', 'ईमेल', 'फ़ोन (ज़रूरी नहीं)', 'पासवर्ड', 'पासवर्ड दोबारा लिखें']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'खाता बनाएँ' })).toHaveAttribute('type', 'submit');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('कम से कम 8 अक्षर।');
    // Only the brand and the admin demo address are not Hindi.
    const text = (dialog.textContent ?? '').replace(/PredictoPlay|\S+@\S+/g, '');
    expect(devanagariShare(text)).toBeGreaterThan(0.9);
  });

  it('says a refused field in Hindi', async () => {
    const user = userEvent.setup();
    render(<LoginDialog open onOpenChange={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('अपना ईमेल पता लिखें।')).toBeInTheDocument();
    expect(screen.getByText('अपना पासवर्ड लिखें।')).toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileView } from '@/components/profile/profile-view';
import { noAccuracyReason } from '@/components/ui/accuracy-value';
import { useClockStore } from '@/lib/store/clock-store';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { logInAs, startApp } from '../players';

jest.mock('next/navigation', () => ({ usePathname: () => '/profile', useRouter: () => ({ push: jest.fn() }) }));

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: Date.parse('2026-11-22T12:00:00.000Z') });
  logInAs('p@example.com');
});

describe('the profile in Hindi', () => {
  inHindi();

  it('names its tabs, headings and figures in Hindi', () => {
    render(<ProfileView />);
    const tablist = screen.getByRole('tablist', { name: 'प्रोफ़ाइल के हिस्से' });
    expect(within(tablist).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['झलक', 'इतिहास', 'सेटिंग्स']);
    expect(screen.getByRole('heading', { level: 2, name: 'लगातार जीत' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'उपलब्धियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'पहली जीत' })).toHaveTextContent('अभी नहीं मिली');
    expect(screen.getByText('जीते सिक्के', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('ब्रॉन्ज़')).toBeInTheDocument();
  });

  it('reads in Devanagari on the overview, apart from the player’s name and email', () => {
    render(<ProfileView />);
    const text = (screen.getByRole('tabpanel').textContent ?? '') + (screen.getByText('जीते सिक्के', { selector: 'dt' }).closest('dl')?.textContent ?? '');
    // The dash's spoken reason is the shared ui's words (components/ui/accuracy-value.tsx), not this area's.
    expect(devanagariShare(text.split(noAccuracyReason()).join(''))).toBeGreaterThan(0.9);
  });

  it('opens the settings with Hindi headings and buttons', async () => {
    const user = userEvent.setup();
    render(<ProfileView />);
    await user.click(screen.getByRole('tab', { name: 'सेटिंग्स' }));
    expect(await screen.findByRole('heading', { name: 'खाते की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आपका डेटा' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा खाता मिटाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'मेरे अनुमानों का नतीजा आने पर इस फ़ोन पर बताएँ' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: /ईमेल|SMS/ })).not.toBeInTheDocument();
  });
});

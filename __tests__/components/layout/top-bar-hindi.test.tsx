import { render, screen, within } from '@testing-library/react';
import { BrandLink } from '@/components/layout/brand-link';
import { SiteFooter } from '@/components/layout/site-footer';
import { TopBar } from '@/components/layout/top-bar';
import { devanagariShare, inHindi } from '../../i18n/hindi';

jest.mock('next/navigation', () => ({ usePathname: () => '/wallet', useRouter: () => ({ push: jest.fn() }) }));

describe('the brand in the top bar', () => {
  it('never cuts the name: it is one unbreakable piece, and the link keeps it as its name when a narrow bar clips it away', () => {
    render(<BrandLink />);
    const link = screen.getByRole('link', { name: 'PredictoPlay' });
    // A name that does not fit beside the logo wraps whole onto a second line, which the one-line link clips.
    expect(link).toHaveClass('h-10', 'flex-wrap', 'overflow-hidden');
    const name = within(link).getByTestId('brand-name');
    expect(name).toHaveTextContent('PredictoPlay');
    expect(name).toHaveClass('whitespace-nowrap', 'h-10');
    expect(name).not.toHaveClass('truncate');
    expect(name.className).not.toMatch(/\bmax-w-/);
  });
});

describe('the top bar in Hindi', () => {
  inHindi();

  it('names the nav and its links in Hindi, and keeps the brand as written', () => {
    render(<TopBar sessionControls={null} />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'PredictoPlay' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'मुख्य' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['होम', 'लीग', 'बटुआ', 'लीडरबोर्ड']);
    expect(within(nav).getByRole('link', { name: 'बटुआ' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes the footer in Hindi, apart from the brand and the switch to English', () => {
    render(<SiteFooter />);
    const footerNav = screen.getByRole('navigation', { name: 'नीचे के लिंक' });
    for (const name of ['होम', 'कैसे खेलें', 'सवाल-जवाब', 'संपर्क', 'निजता', 'शर्तें']) {
      expect(within(footerNav).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('list', { name: 'PredictoPlay शेयर करें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें (नए टैब में खुलेगा)' })).toBeInTheDocument();
    const text = (screen.getByRole('contentinfo').textContent ?? '').replaceAll('PredictoPlay', '').replaceAll('English', '');
    expect(devanagariShare(text)).toBeGreaterThan(0.9);
  });
});

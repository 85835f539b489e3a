import { render, screen } from '@testing-library/react';
import ContactPage from '@/app/contact/page';
import FaqPage from '@/app/faq/page';
import HowItWorksPage from '@/app/how-it-works/page';
import PrivacyPage from '@/app/privacy/page';
import TermsPage from '@/app/terms/page';
import { devanagariShare, inHindi } from '../i18n/hindi';

describe('the help pages explain both payout rules and cashing out', () => {
  it('the FAQ answers how much a win pays, what sharing the pool is, and how to take coins out early', () => {
    render(<FaqPage />);
    expect(screen.getByText(/every winning prediction pays 1\.8 times the coins put on it/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What does sharing the pool mean?' })).toBeInTheDocument();
    expect(screen.getByText(/winners split all the coins put on the question, each in proportion to the coins they put in/)).toBeInTheDocument();
    expect(screen.getByText(/an estimate .* The final figure depends on the crowd when the question ends\. If nobody picked the winning side, everyone gets their coins back\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Can I take my coins out before a question ends?' })).toBeInTheDocument();
    expect(screen.getByText(/all of it or a part.*each be at least 10 coins/)).toBeInTheDocument();
    expect(screen.getByText(/up to 90% .* less when the crowd is against you/)).toBeInTheDocument();
    expect(screen.getByText(/counts once the organiser counts it\. If the crowd moved .* your prediction stands/)).toBeInTheDocument();
  });

  it('How it works says which rule pays and how to change your mind', () => {
    render(<HowItWorksPage />);
    expect(screen.getByText(/put 10 coins or more on it/)).toBeInTheDocument();
    expect(screen.getByText(/pays 1\.8 times the coins put on it/)).toBeInTheDocument();
    expect(screen.getByText(/^Share the pool/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. Change your mind' })).toBeInTheDocument();
    expect(screen.getByText(/up to 90%/)).toBeInTheDocument();
  });

  it('Contact links the address inside its sentence', () => {
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: 'hello@predictoplay.com' })).toHaveAttribute('href', 'mailto:hello@predictoplay.com');
    expect(screen.getByText(/^Write to us at/).textContent).toBe('Write to us at hello@predictoplay.com. We read every message.');
  });
});

describe('the content pages in Hindi', () => {
  inHindi();

  const pages = [
    ['FAQ', FaqPage, 'अक्सर पूछे जाने वाले सवाल'],
    ['How it works', HowItWorksPage, 'कैसे खेलें'],
    ['Privacy', PrivacyPage, 'प्राइवेसी'],
    ['Terms', TermsPage, 'खेल के नियम'],
    ['Contact', ContactPage, 'संपर्क'],
  ] as const;

  it.each(pages)('%s has its heading and all its text in Hindi', (_name, Page, heading) => {
    const { container } = render(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const text = (container.textContent ?? '').replace(/PredictoPlay|hello@predictoplay\.com/g, '');
    expect(devanagariShare(text)).toBeGreaterThan(0.98);
  });

  it('the FAQ answers every question in Hindi, with the rules’ numbers', () => {
    render(<FaqPage />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(7);
    expect(screen.getByRole('heading', { name: 'क्या सवाल खत्म होने से पहले सिक्के निकाले जा सकते हैं?' })).toBeInTheDocument();
    expect(screen.getByText(/लगाए सिक्कों का 1\.8 गुना मिलता है/)).toBeInTheDocument();
    expect(screen.getByText(/कम से कम 10 सिक्के/)).toBeInTheDocument();
    expect(screen.getByText(/ज़्यादा से ज़्यादा 90%/)).toBeInTheDocument();
  });

  it('Contact keeps the address as a link where Hindi puts it', () => {
    render(<ContactPage />);
    expect(screen.getByRole('link', { name: 'hello@predictoplay.com' }).parentElement?.textContent).toBe(
      'हमें hello@predictoplay.com पर लिखें। हम हर संदेश पढ़ते हैं।',
    );
  });
});

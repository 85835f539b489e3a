import { render, screen } from '@testing-library/react';
import FaqPage from '@/app/faq/page';
import HowItWorksPage from '@/app/how-it-works/page';

describe('the help pages explain both payout rules and cashing out', () => {
  it('the FAQ answers how much a win pays, what sharing the pool is, and how to leave a prediction', () => {
    render(<FaqPage />);
    expect(screen.getByText(/every winning prediction pays 1\.8 times its stake/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What does sharing the pool mean?' })).toBeInTheDocument();
    expect(screen.getByText(/winners split every coin staked on the question, in proportion to their stakes/)).toBeInTheDocument();
    expect(screen.getByText(/an estimate .* The final figure depends on the crowd when the question closes\. If nobody backed the winning side, every stake goes back\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Can I leave a prediction before its question ends?' })).toBeInTheDocument();
    expect(screen.getByText(/whole or in part.*each be at least 10 coins/)).toBeInTheDocument();
    expect(screen.getByText(/up to 90% .* less when the crowd is against you/)).toBeInTheDocument();
    expect(screen.getByText(/counts once the organiser counts it\. If the crowd moved .* your bet stands and the coins go back/)).toBeInTheDocument();
  });

  it('How it works says which rule pays and how to change your mind', () => {
    render(<HowItWorksPage />);
    expect(screen.getByText(/pays 1\.8 times its stake/)).toBeInTheDocument();
    expect(screen.getByText(/^Share the pool/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '4. Change your mind' })).toBeInTheDocument();
    expect(screen.getByText(/up to 90%/)).toBeInTheDocument();
  });
});

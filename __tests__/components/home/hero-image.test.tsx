import { fireEvent, render, screen } from '@testing-library/react';
import { HeroImage } from '@/components/home/hero-image';

describe('HeroImage', () => {
  it('shows the hero illustration with a text alternative', () => {
    render(<HeroImage src="/images/hero.svg" />);
    expect(screen.getByRole('img', { name: /rising chart/ })).toBeInTheDocument();
  });

  it('hides itself when the image fails to load', () => {
    render(<HeroImage src="/images/missing.svg" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { ShareBars } from '@/components/shared/market-card/share-bars';

/** The YES bar: decorative, so hidden from the accessibility tree, and found by its place. */
const yesBar = (container: HTMLElement) => container.querySelector<HTMLElement>('[aria-hidden="true"] > div');

describe('ShareBars', () => {
  it('states both shares of the coins in words', () => {
    render(<ShareBars market={{ yesCoins: 300, totalPool: 400 }} />);
    expect(screen.getByText('YES 75%')).toBeInTheDocument();
    expect(screen.getByText('NO 25%')).toBeInTheDocument();
  });

  it('draws a new share by scaling the same full-width bar, so nothing around it moves while it animates', () => {
    const { container, rerender } = render(<ShareBars market={{ yesCoins: 300, totalPool: 400 }} />);
    const bar = yesBar(container);
    expect(bar?.style.transform).toBe('scaleX(0.75)');
    expect(bar?.style.width).toBe('');
    rerender(<ShareBars market={{ yesCoins: 100, totalPool: 400 }} />);
    expect(yesBar(container)).toBe(bar);
    expect(bar?.style.transform).toBe('scaleX(0.25)');
    expect(bar).toHaveClass('transition-transform', 'motion-reduce:transition-none');
  });

  it('is 50/50 over an empty pool', () => {
    render(<ShareBars market={{ yesCoins: 0, totalPool: 0 }} />);
    expect(screen.getByText('YES 50%')).toBeInTheDocument();
    expect(screen.getByText('NO 50%')).toBeInTheDocument();
  });
});

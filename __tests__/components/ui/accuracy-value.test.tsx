import { render, screen } from '@testing-library/react';
import { AccuracyValue } from '@/components/ui/accuracy-value';

describe('AccuracyValue', () => {
  it('shows one dash, named for screen readers, before anything has settled', () => {
    const { container } = render(<AccuracyValue accuracy={null} />);
    expect(screen.getByText('—')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('No predictions with a result yet')).toHaveClass('sr-only');
    expect(container).toHaveTextContent(/^—No predictions with a result yet$/);
  });

  it('shows a settled accuracy as a percentage, 0% included', () => {
    const { rerender, container } = render(<AccuracyValue accuracy={0} />);
    expect(container).toHaveTextContent(/^0%$/);
    rerender(<AccuracyValue accuracy={(2 / 3) * 100} />);
    expect(container).toHaveTextContent(/^66.7%$/);
  });
});

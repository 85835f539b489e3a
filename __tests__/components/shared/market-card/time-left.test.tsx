import { render, screen } from '@testing-library/react';
import { TimeLeft } from '@/components/shared/market-card/time-left';
import { useClockStore } from '@/lib/store/clock-store';

const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const IN_TWO_DAYS = new Date(NOW + 2 * 86_400_000 + 3 * 3_600_000).toISOString();

beforeEach(() => useClockStore.setState({ now: NOW }));

describe('TimeLeft', () => {
  it('counts down while the market is open', () => {
    render(<TimeLeft endTime={IN_TWO_DAYS} />);
    expect(screen.getByText('2d 3h')).toBeInTheDocument();
  });

  it('says the result is in for a market resolved YES or NO, however far off its end time', () => {
    render(<TimeLeft endTime={IN_TWO_DAYS} resolved outcome="NO" />);
    expect(screen.getByText('Result is in')).toBeInTheDocument();
  });

  it("says Cancelled for a voided market, never a result", () => {
    render(<TimeLeft endTime={IN_TWO_DAYS} format="days-hours" resolved outcome="VOID" />);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText(/resolved/i)).not.toBeInTheDocument();
  });
});

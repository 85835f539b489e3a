import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PredictButton } from '@/components/shared/market-card/predict-button';
import { PredictionCard } from '@/components/shared/market-card/prediction-card';
import { useClockStore } from '@/lib/store/clock-store';
import { inHindi } from '../../../i18n/hindi';
import { logInAs, marketById, startApp } from '../../players';

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: Date.now() });
});

describe('PredictButton', () => {
  it('opens the bet dialog for its own market from Predict Now', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<PredictionCard market={marketById('2')} />);
    await user.click(screen.getByRole('button', { name: 'Predict Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Your Prediction' });
    expect(dialog).toHaveAccessibleDescription('Will Bitcoin close the week above 1 lakh US dollars?');
    expect(within(dialog).getByLabelText('Amount')).toHaveValue(100);
  });

  it('closes the dialog again from its Close button', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<PredictionCard market={marketById('1')} />);
    await user.click(screen.getByRole('button', { name: 'Predict Now' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Predict Now' })).toBeEnabled();
  });

  it.each([
    ['ended', 'Ended', {}],
    // A resolved market's button names how it ended; one resolved without a recorded outcome says the result is in.
    ['resolved', 'Result is in', { isResolved: true }],
    ['resolved', 'Result: YES', { isResolved: true, outcome: 'YES' }],
    ['resolved', 'Cancelled: coins returned', { isResolved: true, outcome: 'VOID' }],
  ] as const)('is a disabled %s button labelled %s that opens nothing', async (action, label, changes) => {
    const user = userEvent.setup();
    render(<PredictButton market={{ ...marketById('1'), ...changes }} action={action} />);
    const button = screen.getByRole('button', { name: label });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Ended rather than Predict Now on a market that is over', () => {
    logInAs('p@example.com');
    render(<PredictionCard market={marketById('7')} />);
    expect(screen.getByRole('button', { name: 'Ended' })).toBeDisabled();
  });
});

describe('PredictButton in Hindi', () => {
  inHindi();

  it('says Predict Now in Hindi and opens the dialog in Hindi', async () => {
    logInAs('p@example.com');
    const user = userEvent.setup();
    render(<PredictionCard market={marketById('1')} />);
    await user.click(screen.getByRole('button', { name: 'अनुमान लगाएँ' }));
    const dialog = await screen.findByRole('dialog', { name: 'अपना अनुमान लगाएँ' });
    expect(within(dialog).getByRole('button', { name: 'अनुमान पक्का करें' })).toBeInTheDocument();
  });
});

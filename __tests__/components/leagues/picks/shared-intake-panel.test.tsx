import { render, screen, within } from '@testing-library/react';
import { SharedIntakePanel } from '@/components/leagues/picks/shared-intake-panel';
import { collectActions } from './picks-port-mock';

jest.mock('@/components/leagues/picks/picks-port', () => jest.requireActual('./picks-port-mock').picksPortMock());

beforeEach(() => jest.clearAllMocks());
afterEach(() => window.history.replaceState(null, '', '/'));

describe('SharedIntakePanel', () => {
  it('collects a chat shared into the app at once and says what it found', async () => {
    collectActions.collectPicks.mockResolvedValue({ ok: true, lines: ['Picks from Asha: 2 new'], reports: [] });
    window.history.replaceState(null, '', '/leagues?text=Asha%3A%20https%3A%2F%2Fx.test%2Fleagues%23picks%3DAAAA');
    render(<SharedIntakePanel />);
    const panel = await screen.findByRole('region', { name: 'Collect picks' });
    expect(within(panel).getByRole('status')).toHaveTextContent('Picks from Asha: 2 new');
    expect(collectActions.collectPicks).toHaveBeenCalledWith({ text: 'Asha: https://x.test/leagues#picks=AAAA', files: [] });
  });

  it('says a shared file over the size cap was not read, and collects nothing', async () => {
    window.history.replaceState(null, '', '/leagues?collect=shared&refused=too-large');
    render(<SharedIntakePanel />);
    const panel = await screen.findByRole('region', { name: 'Collect picks' });
    expect(within(panel).getByRole('status')).toHaveTextContent('This file is over 50 MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.');
    expect(collectActions.collectPicks).not.toHaveBeenCalled();
  });

  it('shows nothing when nothing was shared', async () => {
    window.history.replaceState(null, '', '/leagues');
    const { container } = render(<SharedIntakePanel />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container).toBeEmptyDOMElement();
    expect(collectActions.collectPicks).not.toHaveBeenCalled();
  });
});

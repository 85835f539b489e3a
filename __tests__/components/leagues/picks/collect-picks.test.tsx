import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollectPicks } from '@/components/leagues/picks/collect-picks';
import { collectActions } from './picks-port-mock';

jest.mock('@/components/leagues/picks/picks-port', () => jest.requireActual('./picks-port-mock').picksPortMock());

const CHAT = 'Asha: https://predictoplay.test/leagues#picks=AAAA';

beforeEach(() => jest.clearAllMocks());

const panel = () => screen.getByRole('region', { name: 'Collect picks (Office Cup)' });
const collectButton = () => within(panel()).getByRole('button', { name: 'Collect' });

describe('CollectPicks', () => {
  it('keeps Collect disabled until there is text or a file', async () => {
    const user = userEvent.setup();
    render(<CollectPicks leagueName="Office Cup" />);
    expect(collectButton()).toBeDisabled();
    await user.type(within(panel()).getByLabelText('Chat text or picks links'), '   ');
    expect(collectButton()).toBeDisabled();
    await user.upload(within(panel()).getByLabelText('Picks files or chat export'), new File(['chat'], 'WhatsApp Chat with Office Cup.txt', { type: 'text/plain' }));
    expect(collectButton()).toBeEnabled();
  });

  it('collects the pasted text and shows each player’s line, then empties the field', async () => {
    collectActions.collectPicks.mockResolvedValue({ ok: true, lines: ['Picks from Asha: 3 new, 1 late', 'Picks from Ben: already seen'], reports: [] });
    const user = userEvent.setup();
    render(<CollectPicks leagueName="Office Cup" />);
    const field = within(panel()).getByLabelText('Chat text or picks links');
    await user.click(field);
    await user.paste(CHAT);
    await user.click(collectButton());
    expect(collectActions.collectPicks).toHaveBeenCalledWith({ text: CHAT, files: [] });
    const said = await within(panel()).findByRole('status', { name: 'What was collected' });
    expect(within(said).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Picks from Asha: 3 new, 1 late', 'Picks from Ben: already seen']);
    expect(field).toHaveValue('');
  });

  it('hands the chosen files over as bytes, and keeps the text when nothing was collected', async () => {
    collectActions.collectPicks.mockResolvedValue({ ok: false, lines: ['1 picks link refused: damaged or not signed by its player.'], reports: [] });
    const user = userEvent.setup();
    render(<CollectPicks leagueName="Office Cup" initialText={CHAT} />);
    // jsdom's File has no arrayBuffer(): this one reads as a browser's would.
    const file = new File(['hi'], 'picks.predictoplay-picks');
    Object.defineProperty(file, 'arrayBuffer', { value: async () => new Uint8Array([104, 105]).buffer });
    await user.upload(within(panel()).getByLabelText('Picks files or chat export'), file);
    await user.click(collectButton());
    expect(collectActions.collectPicks).toHaveBeenCalledWith({ text: CHAT, files: [{ name: 'picks.predictoplay-picks', bytes: new Uint8Array([104, 105]) }] });
    expect(await within(panel()).findByText('1 picks link refused: damaged or not signed by its player.')).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Chat text or picks links')).toHaveValue(CHAT);
  });
});

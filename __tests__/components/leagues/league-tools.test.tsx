import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeagueAdvanced } from '@/components/leagues/league-advanced';
import { LeagueTools } from '@/components/leagues/league-tools';
import * as port from '@/components/leagues/league-port';
import { MAX_FILE_BYTES } from '@/lib/files/file-cap';
import { startApp } from '../players';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());
// The QR encoder (an ES module package) stands in: its drawing is not what these tests check.
jest.mock('@/components/shared/share/qr-code', () => ({ QrCode: ({ label }: { label: string }) => <svg role="img" aria-label={label} /> }));
jest.mock('next/navigation', () => ({ usePathname: () => '/leagues', useRouter: () => ({ push: jest.fn() }) }));

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;

/** jsdom's Blob reads neither way; FileReader does. */
function read(blob: Blob, as: 'text' | 'buffer'): Promise<string | ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string | ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    if (as === 'text') reader.readAsText(blob);
    else reader.readAsArrayBuffer(blob);
  });
}

beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'text', { configurable: true, value: function text(this: Blob) { return read(this, 'text'); } });
  Object.defineProperty(Blob.prototype, 'arrayBuffer', { configurable: true, value: function arrayBuffer(this: Blob) { return read(this, 'buffer'); } });
});
afterAll(() => {
  Reflect.deleteProperty(Blob.prototype, 'text');
  Reflect.deleteProperty(Blob.prototype, 'arrayBuffer');
});

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
});

describe('LeagueTools', () => {
  it('asks a visitor to log in to start a league, and offers no key file', () => {
    render(<LeagueTools loggedIn={false} />);
    expect(screen.getByText('Log in to start a league')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a league' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Join with a link')).toBeInTheDocument();
    render(<LeagueAdvanced loggedIn={false} />);
    expect(screen.queryByLabelText('Run a league from its key file')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Open a results file')).toBeInTheDocument();
  });

  it('keeps the files under Advanced, collapsed at first, each with one plain sentence', async () => {
    const user = userEvent.setup();
    const { container } = render(<LeagueAdvanced loggedIn />);
    const details = container.querySelector('details');
    expect(details).not.toHaveAttribute('open');
    expect(screen.getByText('Advanced')).toBeVisible();
    expect(screen.getByLabelText('Open a results file')).toHaveAccessibleDescription('A results file does what an update link does, for a league too big to fit in a link.');
    expect(screen.getByLabelText('Run a league from its key file')).toHaveAccessibleDescription(/lets you run your league from this browser/);
    await user.click(screen.getByText('Advanced'));
    expect(details).toHaveAttribute('open');
  });

  it('opens a pasted league link, found in the message around it', async () => {
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Open the link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Paste the link first.');
    await user.type(screen.getByLabelText('Join with a link'), 'see https://example.test/leagues#main');
    await user.click(screen.getByRole('button', { name: 'Open the link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There is no league link in this text.');
    await user.clear(screen.getByLabelText('Join with a link'));
    await user.type(screen.getByLabelText('Join with a link'), "Join my league 'Office Cup' https://example.test/leagues#join=AbC_-9");
    await user.click(screen.getByRole('button', { name: 'Open the link' }));
    expect(window.location.hash).toBe('#join=AbC_-9');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    window.location.hash = '';
  });

  it('starts a league from the dialog: 1,000 starting coins by default, field errors from the league rules', async () => {
    mocked.startLeague.mockResolvedValue({ ok: true, leagueId: 'abcdabcdabcdabcd', message: 'Office Cup started: you run this league.' });
    mocked.inviteLink.mockResolvedValue({ ok: true, link: 'https://example.test/leagues#join=AbC', fromSeq: 1, lastSeq: 1 });
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Start a league' }));
    await screen.findByRole('dialog', { name: 'Start a league' });
    expect(screen.getByLabelText('Starting coins')).toHaveValue('1,000');

    await user.clear(screen.getByLabelText('Starting coins'));
    await user.type(screen.getByLabelText('Starting coins'), '5');
    await user.click(screen.getByRole('button', { name: 'Start the league' }));
    expect(screen.getByLabelText('League name')).toHaveAccessibleDescription('A league name has 1 to 40 characters.');
    expect(screen.getByLabelText('Starting coins')).toHaveAccessibleDescription(/Starting coins are whole coins from 100 to/);
    expect(screen.getByLabelText('League name')).toHaveFocus();
    expect(mocked.startLeague).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('League name'), ' Office Cup ');
    await user.clear(screen.getByLabelText('Starting coins'));
    await user.type(screen.getByLabelText('Starting coins'), '2,500');
    await user.click(screen.getByRole('button', { name: 'Start the league' }));
    expect(mocked.startLeague).toHaveBeenCalledWith('Office Cup', 2500, 'fixed');
    // Then the same dialog invites the group: WhatsApp first where there is no share sheet, the message naming the league.
    const invite = await screen.findByRole('dialog', { name: 'Invite your group' });
    expect(screen.queryByRole('dialog', { name: 'Start a league' })).not.toBeInTheDocument();
    const whatsApp = await within(invite).findByRole('link', { name: 'WhatsApp (invite link)' });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toBe("Join my league 'Office Cup' on PredictoPlay https://example.test/leagues#join=AbC");
    expect(mocked.inviteLink).toHaveBeenCalledWith('abcdabcdabcdabcd');
    expect(await within(invite).findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    await user.click(within(invite).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers the payout rule as a choice of two, fixed by default, and starts a league that shares the pool', async () => {
    mocked.startLeague.mockResolvedValue({ ok: true, leagueId: 'abcdabcdabcdabcd', message: 'Pool Cup started: you run this league.' });
    mocked.inviteLink.mockResolvedValue({ ok: true, link: 'https://example.test/leagues#join=AbC', fromSeq: 1, lastSeq: 1 });
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Start a league' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start a league' });
    const group = within(dialog).getByRole('group', { name: 'How wins pay' });
    const fixed = within(group).getByRole('radio', { name: 'Fixed: every win pays 1.8×' });
    const pool = within(group).getByRole('radio', { name: 'Share the pool: winners split all the coins on the question, in proportion to the coins they put on it' });
    expect(fixed).toBeChecked();
    expect(pool).not.toBeChecked();
    await user.click(pool);
    expect(pool).toBeChecked();
    await user.type(screen.getByLabelText('League name'), 'Pool Cup');
    await user.click(screen.getByRole('button', { name: 'Start the league' }));
    expect(mocked.startLeague).toHaveBeenCalledWith('Pool Cup', 1000, 'pool');
  });

  it('refuses a name holding a character that turns text around, saying why at the field', async () => {
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Start a league' }));
    await screen.findByRole('dialog', { name: 'Start a league' });
    await user.type(screen.getByLabelText('League name'), 'Office Cup\u202e');
    await user.click(screen.getByRole('button', { name: 'Start the league' }));
    expect(screen.getByLabelText('League name')).toHaveAccessibleDescription(
      'A league name cannot hold hidden characters that turn text around: they can make one name pass for another.',
    );
    expect(mocked.startLeague).not.toHaveBeenCalled();
  });

  it('closes the dialog on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    const opener = screen.getByRole('button', { name: 'Start a league' });
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Start a league' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('shows a refusal to start in the dialog', async () => {
    mocked.startLeague.mockResolvedValue({ ok: false, message: 'Log in to start a league.' });
    const user = userEvent.setup();
    render(<LeagueTools loggedIn />);
    await user.click(screen.getByRole('button', { name: 'Start a league' }));
    await user.type(await screen.findByLabelText('League name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Start the league' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in to start a league.');
  });

  it('opens an update file and says what it did, or why not', async () => {
    mocked.applyUpdateFile.mockResolvedValueOnce({ ok: true, message: 'Office Cup: 2 questions added, 1 settled: you won 180' });
    mocked.applyUpdateFile.mockResolvedValueOnce({ ok: false, message: 'Ask the operator for an invite link.' });
    const user = userEvent.setup();
    render(<LeagueAdvanced loggedIn />);
    const file = new File(['{"format":"predictoplay-league-update"}'], 'office-cup-3.predictoplay-league');
    await user.upload(screen.getByLabelText('Open a results file'), file);
    expect(await screen.findByRole('status')).toHaveTextContent('Office Cup: 2 questions added, 1 settled: you won 180');
    expect(mocked.applyUpdateFile).toHaveBeenCalledWith('{"format":"predictoplay-league-update"}');
    await user.upload(screen.getByLabelText('Open a results file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ask the operator for an invite link.');
  });

  it('runs a league from its key file', async () => {
    mocked.takeOverLeague.mockResolvedValue({ ok: true, message: 'You run Office Cup from this browser now.' });
    const user = userEvent.setup();
    render(<LeagueAdvanced loggedIn />);
    await user.upload(screen.getByLabelText('Run a league from its key file'), new File(['{"format":"predictoplay-league-key"}'], 'key.json'));
    expect(await screen.findByRole('status')).toHaveTextContent('You run Office Cup from this browser now.');
    expect(mocked.takeOverLeague).toHaveBeenCalledWith('{"format":"predictoplay-league-key"}');
  });

  it.each([
    ['Open a results file', 'office-cup-3.predictoplay-league'],
    ['Run a league from its key file', 'office-cup.key.json'],
  ])('refuses a file over 5 MB chosen in %s before reading it, and changes nothing', async (label, name) => {
    const file = new File(['{}'], name);
    Object.defineProperty(file, 'size', { value: MAX_FILE_BYTES + 1 });
    const text = jest.fn(() => Promise.resolve('{}'));
    const arrayBuffer = jest.fn(() => Promise.resolve(new ArrayBuffer(0)));
    Object.defineProperties(file, { text: { value: text }, arrayBuffer: { value: arrayBuffer } });
    const user = userEvent.setup();
    render(<LeagueAdvanced loggedIn />);
    await user.upload(screen.getByLabelText(label), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is over 5 MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.');
    expect(text).not.toHaveBeenCalled();
    expect(arrayBuffer).not.toHaveBeenCalled();
    expect(mocked.applyUpdateFile).not.toHaveBeenCalled();
    expect(mocked.takeOverLeague).not.toHaveBeenCalled();
  });
});

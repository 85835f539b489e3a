import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperatorSection } from '@/components/leagues/operator-section';
import { SCREEN_WORDS } from '@/components/leagues/leagues-screen-words';
import * as port from '@/components/leagues/league-port';
import { SHARE_WORDS } from '@/components/shared/share/share-words';
import { OPERATED_ID, operatedLeague } from './league-port-mock';
import { startApp } from '../players';

// The QR encoder (an ES module package) stands in: its drawing is not what these tests check.
jest.mock('@/components/shared/share/qr-code', () => ({ QrCode: ({ label }: { label: string }) => <svg role="img" aria-label={label} /> }));
jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;
const QUESTION = 'Will the printer work on Monday?';
const INVITE = 'http://localhost/leagues#join=AAAA';

beforeEach(async () => {
  jest.clearAllMocks();
  await startApp();
});

function renderSection(extra: Parameters<typeof operatedLeague>[1] = []) {
  return render(<OperatorSection league={operatedLeague('acc-1', extra)} />);
}

describe('OperatorSection', () => {
  it('lists its questions, each open one with Resolve YES, Resolve NO and Void', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Run Office Cup' });
    const row = within(within(section).getByRole('list', { name: 'Questions' })).getByRole('listitem');
    expect(row).toHaveTextContent(QUESTION);
    for (const name of ['Result: YES', 'Result: NO', 'Cancel question']) expect(within(row).getByRole('button', { name: `${name} (${QUESTION})` })).toBeInTheDocument();
  });

  it('offers to add questions from a season file beside Add a question', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Run Office Cup' });
    expect(within(section).getByLabelText('Add questions from a file')).toHaveAttribute('type', 'file');
  });

  it('shows a settled question as settled, with no buttons', () => {
    renderSection([{ type: 'resolved', seq: 3, prev: 'A'.repeat(43), at: '2026-11-21T10:00:00.000Z', questionId: `${OPERATED_ID}.1`, outcome: 'NO' }]);
    expect(screen.getByText('Result: NO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Result: YES/ })).not.toBeInTheDocument();
  });

  it('settles only after the confirm step; Escape cancels and gives focus back', async () => {
    mocked.settleLeagueQuestion.mockResolvedValue({ ok: true, message: 'Resolved YES.' });
    const user = userEvent.setup();
    renderSection();
    const resolve = screen.getByRole('button', { name: `Result: YES (${QUESTION})` });
    await user.click(resolve);
    expect(await screen.findByRole('alertdialog', { name: 'Give the result YES?' })).toHaveTextContent(QUESTION);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(resolve).toHaveFocus();
    expect(mocked.settleLeagueQuestion).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Cancel question (${QUESTION})` }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Cancel this question?' })).getByRole('button', { name: 'Cancel question' }));
    expect(mocked.settleLeagueQuestion).toHaveBeenCalledWith(OPERATED_ID, `${OPERATED_ID}.1`, 'VOID');
  });

  it('adds a question with the admin form’s fields, showing the field messages it is refused with', async () => {
    mocked.addLeagueQuestion.mockResolvedValueOnce({ ok: false, errors: { question: { reason: 'question-missing' } } });
    mocked.addLeagueQuestion.mockResolvedValueOnce({ ok: true, message: 'Question added.' });
    const user = userEvent.setup();
    renderSection();
    const add = screen.getByRole('button', { name: 'Add a question' });
    await user.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Add a question' });
    for (const label of ['Question', 'Category', 'End time', 'Description (optional)']) expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add the question' }));
    expect(within(dialog).getByLabelText('Question')).toHaveAccessibleDescription(/Enter a question\./);
    expect(within(dialog).getByLabelText('Question')).toHaveFocus();
    await user.type(within(dialog).getByLabelText('Question'), 'Will it rain on Friday?');
    await user.click(within(dialog).getByRole('button', { name: 'Add the question' }));
    expect(mocked.addLeagueQuestion).toHaveBeenLastCalledWith(OPERATED_ID, expect.objectContaining({ question: 'Will it rain on Friday?', category: 'Sports' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  });

  it('makes the invite link, in a read-only field with a Copy button and who can read it', async () => {
    mocked.inviteLink.mockResolvedValue({ ok: true, link: INVITE, fromSeq: 1, lastSeq: 2 });
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Invite link' }));
    const field = await screen.findByRole('textbox', { name: 'Invite link' });
    expect(field).toHaveValue(INVITE);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(SHARE_WORDS.readable)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link (invite link)' }));
    expect(writeText).toHaveBeenCalledWith(INVITE);
    expect(await screen.findByText('Copied.')).toBeInTheDocument();
    expect(mocked.markShared).toHaveBeenCalledWith(OPERATED_ID, 2);
  });

  it('says why a link was not made', async () => {
    mocked.inviteLink.mockResolvedValue({ ok: false, message: 'Only this league’s operator can share it. Log in as its operator.' });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Invite link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only this league’s operator can share it.');
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });

  it('downloads the update file', async () => {
    mocked.downloadUpdateFile.mockResolvedValue({ ok: true, message: 'The update file was downloaded: send it to the players.' });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Download results file' }));
    expect(mocked.downloadUpdateFile).toHaveBeenCalledWith(OPERATED_ID);
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    mocked.inviteLink.mockResolvedValue({ ok: true, link: INVITE, fromSeq: 1, lastSeq: 2 });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) } });
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Invite link' }));
    await user.click(await screen.findByRole('button', { name: 'Copy link (invite link)' }));
    expect(await screen.findByText(/select the link in the field and copy it/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Invite link' })).toHaveFocus();
  });

  it('offers the file when a link would be too long, and a since-seq choice for the update link', async () => {
    mocked.inviteLink.mockResolvedValue({ ok: true, link: null, fromSeq: 1, lastSeq: 2 });
    mocked.updateLink.mockResolvedValueOnce({ ok: true, link: 'http://localhost/leagues#update=BBBB', fromSeq: 2, lastSeq: 2 });
    mocked.updateLink.mockResolvedValueOnce({ ok: true, link: 'http://localhost/leagues#update=CCCC', fromSeq: 1, lastSeq: 2 });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Invite link' }));
    expect(await screen.findByText(SHARE_WORDS.tooLong)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update link' }));
    expect(await screen.findByRole('textbox', { name: 'Update link' })).toHaveValue('http://localhost/leagues#update=BBBB');
    const since = screen.getByRole('spinbutton', { name: 'Start from step' });
    expect(since).toHaveValue(2);
    await user.clear(since);
    expect(mocked.updateLink).toHaveBeenLastCalledWith(OPERATED_ID, 1);
  });

  it('shares an update link with a message naming what changed since the last share', async () => {
    mocked.updateLink.mockResolvedValue({ ok: true, link: 'http://localhost/leagues#update=BBBB', fromSeq: 1, lastSeq: 3 });
    const user = userEvent.setup();
    render(<OperatorSection league={{ ...operatedLeague('acc-1', [{ type: 'resolved', seq: 3, prev: 'A'.repeat(43), at: '2026-11-21T10:00:00.000Z', questionId: `${OPERATED_ID}.1`, outcome: 'YES' }]), sharedUpTo: 2 }} />);
    await user.click(screen.getByRole('button', { name: 'Update link' }));
    const whatsApp = await screen.findByRole('link', { name: 'WhatsApp (update link)' });
    expect(new URL(whatsApp.getAttribute('href') ?? '').searchParams.get('text')).toBe('Office Cup: 1 result, standings inside http://localhost/leagues#update=BBBB');
  });

  it('offers the update file in the share block when the update link is too long', async () => {
    mocked.updateLink.mockResolvedValue({ ok: true, link: null, fromSeq: 1, lastSeq: 2 });
    mocked.updateFile.mockResolvedValue({ ok: true, text: '{}', fileName: 'office-cup-2.predictoplay-league', lastSeq: 2 });
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Update link' }));
    expect(await screen.findByRole('button', { name: 'Download office-cup-2.predictoplay-league' })).toBeInTheDocument();
    expect(mocked.updateFile).toHaveBeenCalledWith(OPERATED_ID);
  });

  it('keeps the files and the key under Advanced, collapsed at first', () => {
    renderSection();
    const advanced = screen.getByText('Advanced', { exact: false, selector: 'summary' }).closest('details');
    expect(advanced).not.toHaveAttribute('open');
    for (const name of ['Download league key file', 'Download results file']) expect(within(advanced as HTMLElement).getByRole('button', { name })).toBeInTheDocument();
    expect(within(advanced as HTMLElement).getByLabelText('Add questions from a file')).toBeInTheDocument();
  });

  it('downloads the league key under its plain warning', async () => {
    mocked.downloadKeyFile.mockReturnValue({ ok: true, message: 'The league key was downloaded.' });
    const user = userEvent.setup();
    renderSection();
    const download = screen.getByRole('button', { name: 'Download league key file' });
    expect(download).toHaveAccessibleDescription(SCREEN_WORDS.keyDownloadHelp);
    expect(SCREEN_WORDS.keyDownloadHelp).toBe('Whoever has this file runs the league. Losing it ends the league: keep it safe and private.');
    await user.click(download);
    expect(mocked.downloadKeyFile).toHaveBeenCalledWith(OPERATED_ID);
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SeasonFileInput } from '@/components/leagues/season-file-input';
import * as port from '@/components/leagues/league-port';
import { useToastStore } from '@/lib/store/toast-store';
import { OPERATED_ID } from './league-port-mock';

jest.mock('@/components/leagues/league-port', () => jest.requireActual('./league-port-mock').portMock());

const mocked = port as unknown as Record<keyof typeof port, jest.Mock>;
const season = () => new File(['question,category,ends\nWill it rain in Pune today?,News,2027-04-05 19:30\n'], 'season.csv', { type: 'text/csv' });

beforeEach(() => jest.clearAllMocks());

describe('SeasonFileInput', () => {
  it('hands the chosen file to the store and says how many questions were added', async () => {
    mocked.addLeagueQuestionsFromFile.mockResolvedValue({ ok: true, message: '3,000 questions added.', leagueId: OPERATED_ID, added: 3000 });
    const user = userEvent.setup();
    render(<SeasonFileInput leagueId={OPERATED_ID} />);
    const input = screen.getByLabelText('Add questions from a file');
    expect(input).toHaveAccessibleDescription(/columns question, category, ends and description.*India time/);
    const file = season();
    await user.upload(input, file);
    expect(mocked.addLeagueQuestionsFromFile).toHaveBeenCalledWith(OPERATED_ID, file);
    await waitFor(() => expect(useToastStore.getState().queue).toEqual([expect.objectContaining({ message: '3,000 questions added.', tone: 'success' })]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists every problem of a refused file in an alert that takes the focus', async () => {
    mocked.addLeagueQuestionsFromFile.mockResolvedValue({
      ok: false,
      message: 'Nothing was added: fix these 2 problems in the file and try again.',
      problems: ['Row 3, question: The question needs at least 10 characters.', 'Row 7, ends: "5 April" is not a date and time.'],
    });
    const user = userEvent.setup();
    render(<SeasonFileInput leagueId={OPERATED_ID} />);
    await user.upload(screen.getByLabelText('Add questions from a file'), season());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was added: fix these 2 problems in the file and try again.');
    expect(within(within(alert).getByRole('list', { name: 'Problems in the file' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Row 3, question: The question needs at least 10 characters.',
      'Row 7, ends: "5 April" is not a date and time.',
    ]);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(useToastStore.getState().queue).toEqual([]);
  });

  it('lists the first 50 problems of a long list and counts the rest', async () => {
    const problems = Array.from({ length: 3000 }, (_, n) => `Row ${n + 2}, ends: The end time must be in the future.`);
    mocked.addLeagueQuestionsFromFile.mockResolvedValue({ ok: false, message: 'Nothing was added.', problems });
    const user = userEvent.setup();
    render(<SeasonFileInput leagueId={OPERATED_ID} />);
    await user.upload(screen.getByLabelText('Add questions from a file'), season());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getAllByRole('listitem')).toHaveLength(50);
    expect(alert).toHaveTextContent('And 2,950 more.');
  });

  it('says so when the store fails unexpectedly, and a new choice clears the old problems', async () => {
    mocked.addLeagueQuestionsFromFile.mockRejectedValueOnce(new Error('boom'));
    mocked.addLeagueQuestionsFromFile.mockResolvedValueOnce({ ok: true, message: '1 question added.', leagueId: OPERATED_ID, added: 1 });
    const user = userEvent.setup();
    render(<SeasonFileInput leagueId={OPERATED_ID} />);
    const input = screen.getByLabelText('Add questions from a file');
    await user.upload(input, season());
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be added. Try again.');
    await user.upload(input, season());
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(mocked.addLeagueQuestionsFromFile).toHaveBeenCalledTimes(2);
  });
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PredictionsTable } from '@/components/admin/predictions-table';
import { MAX_PACK_BYTES, PACK_FORMAT, type QuestionPack } from '@/lib/admin/question-pack';
import { useClockStore } from '@/lib/store/clock-store';
import { useGameStore } from '@/lib/store/game-store';
import { useToastStore } from '@/lib/store/toast-store';
import { DAY_MS } from '@/lib/display/time';
import { logInAs, logInAsAdmin, marketById, startApp, storedGame } from '../players';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const importField = () => screen.getByLabelText('Import pack');
const alertText = () => screen.getByRole('alert').textContent;

/** jsdom's Blob has neither text() nor a reader promise; FileReader reads it the older way. */
function readText(this: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(this);
  });
}

function packFile(markets: unknown[], name = 'pack.json'): File {
  return new File([JSON.stringify({ format: PACK_FORMAT, version: 1, exportedAt: new Date().toISOString(), markets })], name, { type: 'application/json' });
}

const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const NEW_QUESTION = 'Will the imported question show in the table?';

let createObjectURL: jest.Mock<string, [Blob]>;

beforeAll(() => {
  Object.defineProperty(Blob.prototype, 'text', { value: readText, configurable: true, writable: true });
});

afterAll(() => {
  Reflect.deleteProperty(Blob.prototype, 'text');
});

beforeEach(async () => {
  await startApp();
  useClockStore.setState({ now: Date.now() });
  logInAsAdmin();
  createObjectURL = jest.fn<string, [Blob]>(() => 'blob:pack');
  Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true, writable: true });
  Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true, writable: true });
});

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

async function downloaded(): Promise<{ pack: QuestionPack; name: string }> {
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  const blob = createObjectURL.mock.calls[0]![0];
  expect(blob.type).toBe('application/json');
  const click = HTMLAnchorElement.prototype.click as jest.Mock;
  const link = click.mock.contexts[0] as HTMLAnchorElement;
  return { pack: JSON.parse(await blob.text()) as QuestionPack, name: link.download };
}

describe('Question packs: export', () => {
  beforeEach(() => {
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  });

  it('downloads every question as a pack file, without pools or results', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.click(screen.getByRole('button', { name: 'Export all questions' }));
    const { pack, name } = await downloaded();
    expect(name).toMatch(/^predictoplay-questions-\d{4}-\d{2}-\d{2}\.json$/);
    expect(pack.format).toBe(PACK_FORMAT);
    expect(pack.markets).toHaveLength(9);
    expect(pack.markets.find((market) => market.id === '2')).toEqual({
      id: '2',
      question: marketById('2').question,
      category: 'Finance',
      endTime: marketById('2').endTime,
      ...(marketById('2').description ? { description: marketById('2').description } : {}),
      image: marketById('2').image,
    });
    expect(toasts()).toEqual(['Exported 9 questions as a pack file.']);
  });

  it('downloads only the questions ticked in the table, then clears the ticks on request', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const exportSelected = () => screen.getByRole('button', { name: /^Export selected/ });
    expect(exportSelected()).toBeDisabled();
    expect(exportSelected()).toHaveTextContent('Export selected (0)');

    await user.click(screen.getByRole('checkbox', { name: `Select ${marketById('3').question}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select ${marketById('7').question}` }));
    expect(exportSelected()).toHaveTextContent('Export selected (2)');
    await user.click(exportSelected());
    const { pack } = await downloaded();
    expect(pack.markets.map((market) => market.id).sort()).toEqual(['3', '7']);
    expect(toasts()).toEqual(['Exported 2 questions as a pack file.']);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(exportSelected()).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: `Select ${marketById('3').question}` })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear selection' })).not.toBeInTheDocument();
  });
});

describe('Question packs: import', () => {
  it('adds the new questions, skips the one that exists, and says so in a summary', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const before = marketById('1');
    await user.upload(importField(), packFile([
      { id: 'fresh-1', question: NEW_QUESTION, category: 'News', endTime: inDays(3) },
      { id: '1', question: 'Will the pack overwrite market one?', category: 'Sports', endTime: inDays(3) },
    ]));

    const summary = await screen.findByRole('dialog', { name: 'Pack imported' });
    expect(summary).toHaveAccessibleDescription('Added 1 question. Skipped 1: 1 already exists.');
    expect(within(summary).getByRole('region', { name: 'Added' })).toHaveTextContent(NEW_QUESTION);
    expect(within(summary).getByRole('region', { name: 'Skipped' })).toHaveTextContent('“Will the pack overwrite market one?”: Already exists.');
    expect(marketById('1')).toEqual(before);
    expect(marketById('fresh-1')).toMatchObject({ question: NEW_QUESTION, totalPool: 0, isResolved: false });
    // The summary follows the save: the new question is stored, market one as it was.
    const stored = await storedGame();
    expect(stored?.markets.find((market) => market.id === 'fresh-1')).toEqual(marketById('fresh-1'));
    expect(stored?.markets.find((market) => market.id === '1')).toEqual(before);

    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(summary).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: NEW_QUESTION })).toBeInTheDocument();
  });

  it('adds none when the same pack is imported again, and says so', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const file = packFile([{ id: 'fresh-1', question: NEW_QUESTION, category: 'News', endTime: inDays(3) }]);
    await user.upload(importField(), file);
    await user.click(within(await screen.findByRole('dialog', { name: 'Pack imported' })).getByRole('button', { name: 'Done' }));
    const count = useGameStore.getState().markets.length;

    await user.upload(importField(), file);
    const summary = await screen.findByRole('dialog', { name: 'Nothing imported' });
    expect(summary).toHaveAccessibleDescription('Added no questions. Skipped 1: 1 already exists.');
    expect(useGameStore.getState().markets).toHaveLength(count);
  });

  it('refuses a question whose end time has passed, and one the form would refuse, naming each', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.upload(importField(), packFile([
      { id: 'old', question: 'Will the ended question be refused?', category: 'News', endTime: inDays(-1) },
      { id: 'short', question: 'Short?', category: 'News', endTime: inDays(2) },
      'not a question',
    ]));
    const summary = await screen.findByRole('dialog', { name: 'Nothing imported' });
    expect(summary).toHaveAccessibleDescription('Added no questions. Skipped 3: 1 has ended, 2 are not valid questions.');
    const items = within(within(summary).getByRole('region', { name: 'Skipped' })).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      '“Will the ended question be refused?”: Has ended.',
      '“Short?”: Is not a valid question. The question needs at least 10 characters.',
      'Question 3 in the pack: Is not a valid question. This entry is not a question.',
    ]);
    expect(useGameStore.getState().markets).toHaveLength(9);
  });

  it.each([
    ['a file that is not JSON', new File(['not json at all'], 'notes.json'), 'This file is not a question pack: it is not JSON. Nothing was imported.'],
    ['a file of another kind', new File([JSON.stringify({ hello: 'world' })], 'other.json'), 'This file is not a PredictoPlay question pack. Nothing was imported.'],
    ['a pack with no questions', packFile([]), 'This pack has no questions. Nothing was imported.'],
  ])('refuses %s with a message, and changes nothing', async (_, file, message) => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const state = useGameStore.getState();
    await user.upload(importField(), file);
    await waitFor(() => expect(alertText()).toBe(message));
    expect(useGameStore.getState()).toBe(state);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('refuses a file larger than any pack without reading it', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    const file = packFile([]);
    Object.defineProperty(file, 'size', { value: MAX_PACK_BYTES + 1 });
    const text = jest.spyOn(file, 'text');
    await user.upload(importField(), file);
    await waitFor(() => expect(alertText()).toBe('This file is too large to be a question pack. Nothing was imported.'));
    expect(text).not.toHaveBeenCalled();
  });

  it('clears an earlier refusal once a good pack is imported', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    await user.upload(importField(), new File(['{'], 'broken.json'));
    await waitFor(() => expect(alertText()).not.toBe(''));
    await user.upload(importField(), packFile([{ id: 'fresh-1', question: NEW_QUESTION, category: 'News', endTime: inDays(3) }]));
    await user.click(within(await screen.findByRole('dialog', { name: 'Pack imported' })).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(alertText()).toBe('');
    expect(importField()).toHaveFocus();
  });

  it('gives focus to the file field when the summary closes, even if nothing had focus as it opened', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    // A file dropped in by a script or another page's control: nothing on this page is focused.
    fireEvent.change(importField(), { target: { files: [packFile([{ id: 'fresh-1', question: NEW_QUESTION, category: 'News', endTime: inDays(3) }])] } });
    expect(document.body).toHaveFocus();
    await user.click(within(await screen.findByRole('dialog', { name: 'Pack imported' })).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(importField()).toHaveFocus());
  });

  it('refuses a session that is not the admin’s, and adds nothing', async () => {
    const user = userEvent.setup();
    render(<PredictionsTable />);
    logInAs('p@example.com');
    const markets = useGameStore.getState().markets;
    await user.upload(importField(), packFile([{ id: 'fresh-1', question: NEW_QUESTION, category: 'News', endTime: inDays(3) }]));
    await waitFor(() => expect(alertText()).toBe('Only the admin can import questions. Nothing was imported.'));
    expect(useGameStore.getState().markets).toBe(markets);
  });
});

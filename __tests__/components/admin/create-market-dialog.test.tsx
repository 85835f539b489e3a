import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CreateMarketDialog } from '@/components/admin/create-market-dialog';
import { QUESTION_LENGTH } from '@/lib/market/market-draft';
import { useGameStore } from '@/lib/store/game-store';
import { useToastStore } from '@/lib/store/toast-store';
import { DAY_MS } from '@/lib/display/time';
import { logInAs, logInAsAdmin, startApp } from '../players';

const VALID_QUESTION = 'Will the monsoon reach Kerala before June?';
const END_TIME_REQUIRED = 'Choose the date and time the prediction ends.';

const toasts = () => useToastStore.getState().queue.map((toast) => toast.message);
const dialog = () => screen.getByRole('dialog', { name: 'New question' });
const questionField = () => within(dialog()).getByLabelText('Question');
const categoryField = () => within(dialog()).getByLabelText('Category');
const endTimeField = () => within(dialog()).getByLabelText('End time');
const descriptionField = () => within(dialog()).getByLabelText('Description (optional)');
const submitButton = () => within(dialog()).getByRole('button', { name: 'Add question' });

/** A datetime-local value ('YYYY-MM-DDTHH:MM') for a moment, in local time as the input reads it. */
function localDateTime(ms: number): string {
  const date = new Date(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? 'Dialog open' : 'Dialog closed'}</p>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <CreateMarketDialog open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderDialog() {
  const user = userEvent.setup();
  render(<Harness />);
  return { user };
}

async function fill(user: ReturnType<typeof userEvent.setup>, draft: { question?: string; endTime?: string; description?: string }) {
  if (draft.question !== undefined) {
    await user.clear(questionField());
    await user.click(questionField());
    await user.paste(draft.question);
  }
  if (draft.endTime !== undefined) {
    await user.clear(endTimeField());
    await user.type(endTimeField(), draft.endTime);
  }
  if (draft.description !== undefined) {
    await user.click(descriptionField());
    await user.paste(draft.description);
  }
}

/** The form answers a submit once the action resolves: a refusal a moment after the press. */
async function expectFieldError(field: HTMLElement, message: string) {
  await waitFor(() => {
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(within(dialog()).getByText(message)).toBeInTheDocument();
  });
}

function expectFieldValid(field: HTMLElement) {
  expect(field).not.toHaveAttribute('aria-invalid');
}

let marketCount: number;

beforeEach(async () => {
  await startApp();
  logInAsAdmin();
  marketCount = useGameStore.getState().markets.length;
});

describe('CreateMarketDialog', () => {
  it('is a dialog titled New question with Sports chosen', () => {
    renderDialog();
    expect(dialog()).toHaveAccessibleDescription('A YES/NO question players can put coins on until it ends.');
    expect(categoryField()).toHaveValue('Sports');
    expect(within(categoryField()).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sports',
      'Finance',
      'News',
      'Entertainment',
    ]);
    expect(questionField()).toHaveValue('');
    expect(endTimeField()).toHaveAttribute('type', 'datetime-local');
  });

  it('marks the question and the end time when submitted empty, saves nothing and focuses the question', async () => {
    const { user } = renderDialog();
    await user.click(submitButton());
    await expectFieldError(questionField(), 'Enter a question.');
    await expectFieldError(endTimeField(), END_TIME_REQUIRED);
    expectFieldValid(categoryField());
    expectFieldValid(descriptionField());
    expect(questionField()).toHaveFocus();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });

  it('focuses the end time when the question is the only valid field', async () => {
    const { user } = renderDialog();
    await fill(user, { question: VALID_QUESTION });
    await user.click(submitButton());
    expectFieldValid(questionField());
    await expectFieldError(endTimeField(), END_TIME_REQUIRED);
    expect(endTimeField()).toHaveFocus();
  });

  it.each([
    ['9 characters', 'Is it ok?', `The question needs at least ${QUESTION_LENGTH.min} characters.`],
    ['201 characters', `${'a'.repeat(200)}?`, 'The question can have at most 200 characters; this one has 201.'],
    ['no question mark', 'Will it rain in Chennai tomorrow', "End the question with a question mark '?'."],
  ])('refuses a question with %s', async (_, question, message) => {
    const { user } = renderDialog();
    await fill(user, { question, endTime: localDateTime(Date.now() + DAY_MS) });
    await user.click(submitButton());
    await expectFieldError(questionField(), message);
    expectFieldValid(endTimeField());
    expect(questionField()).toHaveFocus();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
  });

  it.each([
    ['10', 'Ten chars?'],
    ['200', `${'a'.repeat(199)}?`],
  ])('accepts a question of exactly %s characters', async (length, question) => {
    expect(question).toHaveLength(Number(length));
    const { user } = renderDialog();
    await fill(user, { question, endTime: localDateTime(Date.now() + DAY_MS) });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeInTheDocument());
    expect(useGameStore.getState().markets[0]?.question).toBe(question);
  });

  it.each([
    ['in the past', -DAY_MS, 'The end time must be in the future.'],
    ['more than a year ahead', 366 * DAY_MS, 'The end time must be within a year from now.'],
  ])('refuses an end time %s', async (_, offset, message) => {
    const { user } = renderDialog();
    await fill(user, { question: VALID_QUESTION, endTime: localDateTime(Date.now() + offset) });
    await user.click(submitButton());
    await expectFieldError(endTimeField(), message);
    expectFieldValid(questionField());
    expect(endTimeField()).toHaveFocus();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
  });

  it('refuses a description over 500 characters', async () => {
    const { user } = renderDialog();
    await fill(user, { question: VALID_QUESTION, endTime: localDateTime(Date.now() + DAY_MS), description: 'd'.repeat(501) });
    await user.click(submitButton());
    await expectFieldError(descriptionField(), 'The description can have at most 500 characters; this one has 501.');
    expect(descriptionField()).toHaveFocus();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
  });

  it('refuses a question an open prediction already asks, at the question field, whatever its case, spacing or final mark', async () => {
    const { user } = renderDialog();
    await fill(user, { question: '  will INDIA win the next T20 international   against Australia', endTime: localDateTime(Date.now() + DAY_MS) });
    // Without its '?', the form's own rule speaks first; with it, the duplicate is named.
    await user.click(submitButton());
    await expectFieldError(questionField(), "End the question with a question mark '?'.");
    await user.click(questionField());
    await user.keyboard('{End}?');
    await user.click(submitButton());
    await expectFieldError(questionField(), 'A question still waiting for its result already asks this.');
    expect(questionField()).toHaveFocus();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
  });

  it('refuses a 10,000-character question holding a script, as text', async () => {
    const question = `<script>alert(1)</script>${'x'.repeat(10_000 - '<script>alert(1)</script>'.length - 1)}?`;
    expect(question).toHaveLength(10_000);
    const { user } = renderDialog();
    await fill(user, { question, endTime: localDateTime(Date.now() + DAY_MS) });
    await user.click(submitButton());
    await expectFieldError(questionField(), 'The question can have at most 200 characters; this one has 10,000.');
    expect(document.querySelector('script')).toBeNull();
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
  });

  it('adds a valid prediction first in the catalogue with its category and description, and closes', async () => {
    const { user } = renderDialog();
    const end = Date.now() + DAY_MS;
    await fill(user, { question: `  ${VALID_QUESTION} `, endTime: localDateTime(end), description: 'Resolves on the IMD announcement.' });
    await user.selectOptions(categoryField(), 'News');
    expect(categoryField()).toHaveValue('News');
    await user.click(submitButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Dialog closed')).toBeInTheDocument();
    const markets = useGameStore.getState().markets;
    expect(markets).toHaveLength(marketCount + 1);
    const created = markets[0];
    expect(created).toEqual(
      expect.objectContaining({
        question: VALID_QUESTION,
        category: 'News',
        description: 'Resolves on the IMD announcement.',
        isResolved: false,
        totalYes: 0,
        totalNo: 0,
        totalPool: 0,
        yesCoins: 0,
        noCoins: 0,
      }),
    );
    // Minutes only: the datetime-local value drops the seconds.
    expect(Math.abs(Date.parse(created?.endTime ?? '') - end)).toBeLessThan(60_000);
    expect(toasts()).toEqual([`Question added: ${VALID_QUESTION}`]);
  });

  it('leaves out an empty description', async () => {
    const { user } = renderDialog();
    await fill(user, { question: VALID_QUESTION, endTime: localDateTime(Date.now() + DAY_MS) });
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeInTheDocument());
    const created = useGameStore.getState().markets[0];
    expect(created?.category).toBe('Sports');
    expect(created).not.toHaveProperty('description');
  });

  it('refuses a session that is not the admin’s and saves nothing', async () => {
    logInAs('p@example.com');
    const { user } = renderDialog();
    await fill(user, { question: VALID_QUESTION, endTime: localDateTime(Date.now() + DAY_MS) });
    await user.click(submitButton());
    await waitFor(() => expect(within(dialog()).getByRole('alert')).toHaveTextContent('Only the admin can add questions. Nothing was saved.'));
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
    expect(screen.getByText('Dialog open')).toBeInTheDocument();
  });

  it('starts afresh after being closed with errors showing', async () => {
    const { user } = renderDialog();
    await fill(user, { question: 'short' });
    await user.click(submitButton());
    await waitFor(() => expect(questionField()).toHaveAttribute('aria-invalid', 'true'));
    await user.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByText('Dialog closed')).toBeInTheDocument());
    expect(useGameStore.getState().markets).toHaveLength(marketCount);
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(questionField()).toHaveValue('');
    expectFieldValid(questionField());
    expect(within(dialog()).queryByText('The question needs at least 10 characters.')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import { PredictionHistory } from '@/components/profile/prediction-history';
import type { Position } from '@/lib/model/position';
import { devanagariShare, inHindi } from '../../i18n/hindi';

// Below 640 px the history is a list of cards, one per prediction, each with every field and its
// label; from 640 px the table. Both are in the page, and CSS shows one (sm:hidden / hidden sm:block).

const ME = 'me';

function position(id: string, figures: Partial<Position>): Position {
  return {
    id,
    accountId: ME,
    marketId: id,
    wallet: 'practice',
    question: 'Will India win the next T20 international against Australia?',
    choice: 'YES',
    amount: 100,
    potentialWin: 180,
    createdAt: '2026-11-20T10:00:00.000Z',
    status: 'open',
    settledAt: null,
    yesShareAfter: null,
    ...figures,
  };
}

const POSITIONS = [
  position('1', { status: 'won', settledAt: '2026-11-21T10:00:00.000Z', createdAt: '2026-11-20T10:00:00.000Z' }),
  position('2', { choice: 'NO', amount: 40, status: 'refunded', settledAt: '2026-11-21T11:00:00.000Z', createdAt: '2026-11-20T11:00:00.000Z' }),
];

/** Each card's labels and values, in order. */
function cardFields(card: HTMLElement): [string | null, string | null][] {
  return within(card)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]);
}

describe('the history on a phone', () => {
  it('is a list of cards under a heading that names it, one card per prediction, newest first', () => {
    render(<PredictionHistory positions={POSITIONS} accountId={ME} />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Your predictions, newest first' });
    const list = screen.getByRole('list', { name: 'Your predictions, newest first' });
    // The heading wraps (no truncation), and the cards show below 640 px only, the table from 640 px.
    expect(heading).toHaveClass('[overflow-wrap:anywhere]');
    expect(heading.parentElement).toHaveClass('sm:hidden');
    expect(list.parentElement).toHaveClass('sm:hidden');
    expect(screen.getByRole('table').closest('.hidden')).toHaveClass('sm:block');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // Each card is named by its question, a heading of its own.
    expect(cards[0]).toHaveAccessibleName(POSITIONS[1]!.question);
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(POSITIONS[1]!.question);
  });

  it('shows every field of a prediction with its label on its card', () => {
    render(<PredictionHistory positions={POSITIONS} accountId={ME} />);
    const [cancelled, won] = within(screen.getByRole('list', { name: 'Your predictions, newest first' })).getAllByRole('listitem');
    const question = POSITIONS[0]!.question;
    expect(cardFields(won!)).toEqual([
      ['Question', question],
      ['Choice', 'YES'],
      ['Result', 'Won'],
      ['Coins on it', '100'],
      ['Coins won', '180'],
      ['Date', expect.stringMatching(/20 Nov 2026/)],
    ]);
    expect(cardFields(cancelled!)).toEqual([
      ['Question', question],
      ['Choice', 'NO'],
      ['Result', 'Cancelled: 40 coins returned'],
      ['Coins on it', '40'],
      ['Coins won', '0'],
      ['Date', expect.stringMatching(/20 Nov 2026/)],
    ]);
    // The card's labels are the table's column headers: nothing the table shows is missing.
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((header) => header.textContent);
    expect(cardFields(won!).map(([label]) => label)).toEqual(headers);
    expect(within(won!).getByRole('link', { name: question })).toHaveAttribute('href', '/prediction?id=1');
  });

  describe('in Hindi', () => {
    inHindi();

    it('names the list and labels every field in Hindi', () => {
      const hindi = POSITIONS.map((item) => ({ ...item, question: 'क्या भारत अगला T20 मैच जीतेगा?' }));
      render(<PredictionHistory positions={hindi} accountId={ME} />);
      expect(screen.getByRole('heading', { level: 2, name: 'आपके अनुमान, सबसे नए पहले' })).toBeInTheDocument();
      const list = screen.getByRole('list', { name: 'आपके अनुमान, सबसे नए पहले' });
      const [cancelled, won] = within(list).getAllByRole('listitem');
      expect(cardFields(won!).map(([label, value]) => [label, label === 'तारीख' ? 'date' : value])).toEqual([
        ['सवाल', 'क्या भारत अगला T20 मैच जीतेगा?'],
        ['आपने चुना', 'हाँ'],
        ['नतीजा', 'जीते'],
        ['लगाए सिक्के', '100'],
        ['जीते सिक्के', '180'],
        ['तारीख', 'date'],
      ]);
      expect(within(cancelled!).getByText('रद्द: 40 सिक्के वापस')).toBeInTheDocument();
      // Dates are lib/display's to put in Hindi; the rest of the cards is Devanagari.
      const words = within(list)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.textContent === 'तारीख' ? '' : term.nextElementSibling?.textContent}`)
        .join(' ');
      expect(devanagariShare(words)).toBeGreaterThan(0.9);
    });

    it('says there is nothing yet in Hindi, with the link to the home page', () => {
      render(<PredictionHistory positions={[]} accountId={ME} />);
      expect(screen.getByRole('link', { name: 'होम पेज' })).toHaveAttribute('href', '/');
      expect(screen.getByText(/अभी कोई अनुमान नहीं/)).toBeInTheDocument();
    });
  });
});

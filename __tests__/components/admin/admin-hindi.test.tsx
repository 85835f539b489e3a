import { render, screen, within } from '@testing-library/react';
import { PredictionsTable } from '@/components/admin/predictions-table';
import { SettingsForm } from '@/components/admin/settings-form';
import { devanagariShare, inHindi } from '../../i18n/hindi';
import { logInAsAdmin, startApp } from '../players';

beforeEach(async () => {
  await startApp();
  logInAsAdmin();
});

/** The visible words of an element, without the questions someone typed. */
function wordsOf(element: HTMLElement, typed: readonly string[]): string {
  return typed.reduce((text, question) => text.replaceAll(question, ''), element.textContent ?? '');
}

describe('the admin screens in Hindi', () => {
  inHindi();

  it('heads the settings form, its fields and its button in Hindi', () => {
    render(<SettingsForm />);
    const form = screen.getByRole('form', { name: 'साइट की सेटिंग्स' });
    expect(within(form).getByRole('heading', { level: 2, name: 'साइट की सेटिंग्स' })).toBeInTheDocument();
    expect(within(form).getByLabelText('साइट का नाम')).toHaveValue('PredictoPlay');
    expect(within(form).getByLabelText('रोज़ के बोनस के सिक्के')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'सेटिंग्स सेव करें' })).toBeInTheDocument();
    expect(devanagariShare(form.textContent ?? '')).toBeGreaterThan(0.9);
  });

  it('lists the questions with Hindi headings, statuses, result buttons and pager', () => {
    render(<PredictionsTable />);
    expect(screen.getByRole('heading', { level: 2, name: 'सवालों के पैक' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'सभी सवाल, नए पहले' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['चुनें', 'सवाल', 'श्रेणी', 'खिलाड़ी', 'स्थिति', 'क्या करें']);
    const [first] = within(table).getAllByRole('row').slice(1);
    if (!first) throw new Error('no rows');
    expect(within(first).getByRole('button', { name: 'नतीजा: हाँ' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'नतीजा: नहीं' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'सवाल रद्द करें' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'सवालों के पेज' });
    expect(within(pager).getByText('9 सवालों में से 1–9')).toBeInTheDocument();
    const questions = within(table).getAllByRole('rowheader').map((cell) => cell.textContent ?? '');
    expect(devanagariShare(wordsOf(document.body, questions))).toBeGreaterThan(0.9);
  });
});

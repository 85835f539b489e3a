import { readSeasonQuestions, readSeasonResults, seasonFileText, type SeasonProblem } from '@/lib/league/season-csv';
import { SEASON_FILE_MAX_BYTES, SEASON_MAX_ROWS } from '@/lib/league/season-limits';
import { seasonProblemText } from '@/lib/league/season-words';

const NOW = Date.parse('2027-03-01T00:00:00Z');
const HEADER = 'question,category,ends,description';

function problemsOf(read: { ok: true } | { ok: false; problems: SeasonProblem[] }): string[] {
  if (read.ok) throw new Error('read');
  return read.problems.map(seasonProblemText);
}

describe('readSeasonQuestions', () => {
  it('reads every row as a draft: India time for an end without offset, the category as the app spells it, Hindi and quoted commas kept', () => {
    const text = [
      '\uFEFFQuestion,Category,Ends,Description',
      'Will Mumbai beat Chennai at Wankhede?,sports,2027-04-05 19:30,"Match 12, evening"',
      'क्या भारत मैच जीतेगा?,ENTERTAINMENT,2027-04-06T14:00Z,',
      '',
    ].join('\r\n');
    const read = readSeasonQuestions(text, NOW);
    expect(read).toEqual({
      ok: true,
      rows: [
        { row: 2, draft: { question: 'Will Mumbai beat Chennai at Wankhede?', category: 'Sports', endTime: '2027-04-05T14:00:00.000Z', description: 'Match 12, evening' } },
        { row: 3, draft: { question: 'क्या भारत मैच जीतेगा?', category: 'Entertainment', endTime: '2027-04-06T14:00:00.000Z', description: '' } },
      ],
    });
  });

  it('matches columns by name in any order, and needs no description column', () => {
    const read = readSeasonQuestions('ends,QUESTION,category\n2027-04-05 19:30,Will it rain in Pune today?,News\n', NOW);
    expect(read.ok && read.rows[0]?.draft).toEqual({ question: 'Will it rain in Pune today?', category: 'News', endTime: '2027-04-05T14:00:00.000Z', description: '' });
  });

  it('refuses every wrong row at once, each with its row number, its column and the form’s words', () => {
    const text = [
      HEADER,
      'Will Mumbai beat Chennai at Wankhede?,Sports,2027-04-05 19:30,',
      'Short?,Cricket,2027-04-05 19:30,',
      '',
      'Will it rain on the final day?,Sports,2027-04-05,',
      'Will it rain on the second day?,Sports,5 April,',
      'Will Mumbai beat Chennai at Wankhede,Sports,2026-04-05 19:30,',
      'will mumbai beat chennai at wankhede?,Sports,2027-04-05 19:30,',
    ].join('\n');
    expect(problemsOf(readSeasonQuestions(text, NOW))).toEqual([
      'Row 3, question: The question needs at least 10 characters.',
      'Row 3, category: Use one of Sports, Finance, News, Entertainment.',
      'Row 5, ends: "2027-04-05" has no time of day. Add one, like 2027-04-05 19:30 (India time).',
      'Row 6, ends: "5 April" is not a date and time. Write it like 2027-04-05 19:30 (India time) or 2027-04-05T14:00Z.',
      "Row 7, question: End the question with a question mark '?'.",
      'Row 7, ends: The end time must be in the future.',
      // The same question as row 2, whatever its case.
      'Row 8, question: row 2 already has this question.',
    ]);
  });

  it('refuses an empty end time, a cell outside the named columns and a quote left open', () => {
    expect(problemsOf(readSeasonQuestions(`${HEADER}\nWill it rain in Pune today?,Sports,,,extra\n`, NOW))).toEqual([
      'Row 2: it has more cells than the header row has columns.',
      'Row 2, ends: Choose the date and time the prediction ends.',
    ]);
    expect(problemsOf(readSeasonQuestions(`${HEADER}\nWill it rain?,Sports,2027-04-05 19:30,"open`, NOW))).toEqual([
      'Row 2: a quoted cell is never closed: a quote mark (") is missing.',
    ]);
  });

  it('refuses a header with a missing, unknown or repeated column, and a file with no rows', () => {
    expect(problemsOf(readSeasonQuestions('question,category,end,category\nx,y,z,w', NOW))).toEqual([
      'The header row names a column "end" that is not read. The columns: question, category, ends, description.',
      'The header row names the "category" column twice.',
      'The header row has no "ends" column. The columns: question, category, ends, description.',
    ]);
    expect(problemsOf(readSeasonQuestions('\n\n', NOW))).toEqual(['The file is empty: it needs a header row naming its columns.']);
    expect(problemsOf(readSeasonQuestions(`${HEADER}\n,,,\n`, NOW))).toEqual(['The file has a header row but no rows below it.']);
  });

  it('refuses a text over the size cap and more rows than the row cap, before checking any row', () => {
    expect(problemsOf(readSeasonQuestions('x'.repeat(SEASON_FILE_MAX_BYTES + 1), NOW))).toEqual(['The file is larger than 1 MB. Split the season into smaller files.']);
    const rows = Array.from({ length: SEASON_MAX_ROWS + 1 }, () => 'a,b,c');
    expect(problemsOf(readSeasonQuestions([HEADER, ...rows].join('\n'), NOW))).toEqual(['The file has 5,001 rows; at most 5,000 are read at once. Split it into smaller files.']);
  });
});

describe('readSeasonResults', () => {
  it('reads ids and results in any case', () => {
    expect(readSeasonResults('ID,Result\nabc.1,yes\nabc.2, No \nabc.3,VOID\n')).toEqual({
      ok: true,
      rows: [
        { row: 2, questionId: 'abc.1', outcome: 'YES' },
        { row: 3, questionId: 'abc.2', outcome: 'NO' },
        { row: 4, questionId: 'abc.3', outcome: 'VOID' },
      ],
    });
  });

  it('refuses an unknown result, a missing id and an id given twice, each with its row', () => {
    expect(problemsOf(readSeasonResults('id,result\nabc.1,maybe\n,YES\nabc.2,NO\nabc.2,YES\n'))).toEqual([
      'Row 2, result: "maybe" is not a result. Use YES, NO or VOID.',
      "Row 3, id: give the question's id, as `npm run league -- list` shows it.",
      'Row 5, id: row 4 already has this question id.',
    ]);
  });
});

describe('seasonFileText', () => {
  it('reads UTF-8 with or without a byte-order mark, and refuses other encodings', () => {
    const hindi = new TextEncoder().encode('id,result\nक्या.1,YES');
    expect(seasonFileText(hindi)).toEqual({ ok: true, text: 'id,result\nक्या.1,YES' });
    const read = seasonFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...hindi]));
    expect(read.ok && readSeasonResults(read.text)).toEqual({ ok: true, rows: [{ row: 2, questionId: 'क्या.1', outcome: 'YES' }] });
    expect(problemsOf(seasonFileText(new Uint8Array([0xff, 0xfe, 0x71, 0x00])))).toEqual(['The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.']);
  });

  it('refuses bytes over the size cap unread', () => {
    expect(problemsOf(seasonFileText(new Uint8Array(SEASON_FILE_MAX_BYTES + 1)))).toEqual(['The file is larger than 1 MB. Split the season into smaller files.']);
  });
});

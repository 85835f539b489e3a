import { cardReportText, collectProblemText, newPlayerText } from '@/lib/league/organiser/collect-words';

const report = (over: Partial<Parameters<typeof cardReportText>[0]> = {}) => ({ name: 'Asha', added: 0, late: 0, refused: 0, changed: 0, seen: 0, ...over });

describe('what collecting says per card', () => {
  it('counts new picks apart from late ones', () => {
    expect(cardReportText(report({ added: 4, late: 1 }))).toBe('Picks from Asha: 3 new, 1 late');
  });

  it('says which picks were refused and which changed after sending', () => {
    expect(cardReportText(report({ added: 2, refused: 1, changed: 1 }))).toBe('Picks from Asha: 1 new, 1 over their league balance or not valid, 1 pick changed after sending (not counted)');
    expect(cardReportText(report({ changed: 2 }))).toBe('Picks from Asha: 2 picks changed after sending (not counted)');
  });

  it('counts the cash-outs a card brought, and those not counted', () => {
    expect(cardReportText(report({ added: 1, cashOuts: 1 }))).toBe('Picks from Asha: 1 new, 1 cash-out');
    expect(cardReportText(report({ cashOuts: 2, cashOutsRefused: 1 }))).toBe('Picks from Asha: 2 cash-outs, 1 cash-out not counted');
  });

  it('says a card collected before is already seen, and an empty one holds nothing new', () => {
    expect(cardReportText(report({ seen: 3 }))).toBe('Picks from Asha: already seen');
    expect(cardReportText(report())).toBe('Picks from Asha: nothing new');
  });

  it('keeps a right-to-left name from turning the line around', () => {
    expect(cardReportText(report({ name: 'אשה', added: 1 }))).toBe('Picks from \u2068אשה\u2069: 1 new');
  });
});

describe('what could not be collected', () => {
  it('asks for chat text or a file when no picks link was found', () => {
    expect(collectProblemText({ links: 0, unreadable: 0, notOperated: 0 })).toMatch(/^No picks links found\./);
  });

  it('says how many links were refused and how many are for a league not run here', () => {
    expect(collectProblemText({ links: 4, unreadable: 1, notOperated: 2 })).toBe("1 picks link not counted: damaged, or not sent by its player. 2 picks links for a league you don't run here.");
  });

  it('says nothing when every link was read', () => {
    expect(collectProblemText({ links: 3, unreadable: 0, notOperated: 0 })).toBeNull();
  });
});

describe('a new player', () => {
  it('is named with their player code', () => {
    expect(newPlayerText('Asha', 'abcd efgh ijkl mnop')).toBe('New player: Asha (player code abcd efgh ijkl mnop)');
  });
});

describe('a card from a player not admitted', () => {
  it('says nothing of theirs counts until admitted, or that they were ignored', () => {
    const report = { name: 'Asha', added: 1, late: 0, refused: 0, changed: 0, seen: 0 };
    expect(cardReportText({ ...report, admission: 'pending' })).toBe('Picks from Asha: 1 new (new player: choose Count to include these)');
    expect(cardReportText({ ...report, admission: 'ignored' })).toBe('Picks from Asha: 1 new (not counted: you chose not to count this player)');
    expect(cardReportText({ ...report, admission: 'admitted' })).toBe('Picks from Asha: 1 new');
  });
});

import type { ApplyRefusal, UpdateProblem } from '@/lib/league/apply-update';
import type { KeyFileCheck, KeyFileRefusal } from '@/lib/league/key-file';
import type { LinkDamage } from '@/lib/league/league-link';
import type { AppendOutcomeRefusal, AppendRenameRefusal, LeagueSetupProblem, LoadLogRefusal } from '@/lib/league/league-log';
import {
  applyRefusalText,
  INVITE_REFUSALS,
  keyFileRefusalText,
  leagueNoteText,
  leagueSetupText,
  linkDamageText,
  logRefusalText,
  operateRefusalText,
  pickedSeqText,
  updateRefusalText,
  type KindOf,
  type LeagueNote,
} from '@/lib/league/league-words';
import type { OperateResult } from '@/lib/league/operate-league';
import type { ReadFailureReason } from '@/lib/league/read-update';

// One sample of every kind of every league reason, typed so that a new kind fails to compile
// here until it has a sample, and then fails this test until league-words.ts has its words.

type Samples<U, K extends keyof U> = { [T in U[K] & string]: KindOf<U, K, T> };

const NAME = 'Office Cup';
const Q = 'k7dq3mzpa2xw6rbt.1';

const problems: Samples<UpdateProblem, 'problem'> = {
  'no-events': { problem: 'no-events' },
  'not-started': { problem: 'not-started' },
  'not-following-on': { problem: 'not-following-on' },
  'started-twice': { problem: 'started-twice' },
  'checkpoint-disagrees': { problem: 'checkpoint-disagrees' },
  'question-not-added': { problem: 'question-not-added', questionId: Q },
  'question-unknown-or-final': { problem: 'question-unknown-or-final', questionId: Q },
  'question-not-settled': { problem: 'question-not-settled', questionId: Q },
};

const applyRefusals: ApplyRefusal[] = [
  { ok: false, reason: 'gap', startsAt: 5, haveUpTo: 3 },
  { ok: false, reason: 'conflict', leagueName: NAME },
  { ok: false, reason: 'bad-signature', leagueName: NAME },
  ...Object.values(problems).map((problem): ApplyRefusal => ({ ok: false, reason: 'invalid', leagueName: NAME, ...problem })),
];

const readReasons: Record<ReadFailureReason, true> = {
  'not-an-update': true,
  'unknown-league': true,
  'bad-signature': true,
  'too-large': true,
  malformed: true,
  'broken-chain': true,
};

const linkDamage: Record<LinkDamage, true> = { 'unknown-kind': true, 'bad-characters': true, 'cut-short': true };
const setupProblems: Record<LeagueSetupProblem, true> = { 'name-length': true, 'direction-control': true, 'coins-range': true };

const logRefusals: Samples<AppendOutcomeRefusal | AppendRenameRefusal | LoadLogRefusal, 'reason'> = {
  'unknown-question': { ok: false, reason: 'unknown-question', questionId: Q },
  'already-final': { ok: false, reason: 'already-final', questionId: Q, state: 'YES' },
  'name-length': { ok: false, reason: 'name-length' },
  'direction-control': { ok: false, reason: 'direction-control' },
  'same-name': { ok: false, reason: 'same-name', name: NAME },
  'not-a-key': { ok: false, reason: 'not-a-key' },
  'invalid-event': { ok: false, reason: 'invalid-event', issue: 'Invalid type' },
  'not-started': { ok: false, reason: 'not-started' },
  'broken-chain': { ok: false, reason: 'broken-chain' },
};

const keyFileRefusals: Samples<KeyFileRefusal | Exclude<KeyFileCheck, { ok: true }>, 'reason'> = {
  'not-a-key-file': { ok: false, reason: 'not-a-key-file' },
  'newer-key-file': { ok: false, reason: 'newer-key-file' },
  'key-not-of-league': { ok: false, reason: 'key-not-of-league' },
  'bad-log': { ok: false, reason: 'bad-log', why: { ok: false, reason: 'broken-chain' } },
};

const notes: Samples<LeagueNote, 'note'> = {
  'log-in-to-join': { note: 'log-in-to-join' },
  'log-in-to-leave': { note: 'log-in-to-leave' },
  'log-in-to-run': { note: 'log-in-to-run' },
  'not-operator': { note: 'not-operator' },
  'not-share-operator': { note: 'not-share-operator' },
  'not-an-update-file': { note: 'not-an-update-file' },
  'key-pair-damaged': { note: 'key-pair-damaged' },
  'not-joined': { note: 'not-joined' },
  'not-applied': { note: 'not-applied' },
  'not-started': { note: 'not-started' },
  'changed-in-another-tab': { note: 'changed-in-another-tab' },
  'check-question': { note: 'check-question' },
  'question-added': { note: 'question-added' },
  'question-voided': { note: 'question-voided' },
  'update-file-downloaded': { note: 'update-file-downloaded' },
  'key-file-downloaded': { note: 'key-file-downloaded' },
  'too-large-to-sign': { note: 'too-large-to-sign' },
  joined: { note: 'joined', leagueName: NAME, walletCoins: 1000, announced: null },
  'up-to-date': { note: 'up-to-date', leagueName: NAME },
  'not-following': { note: 'not-following', leagueName: null },
  left: { note: 'left', leagueName: NAME },
  started: { note: 'started', leagueName: NAME },
  renamed: { note: 'renamed', leagueName: NAME },
  'not-taken-over': { note: 'not-taken-over', leagueName: NAME },
  'taken-over': { note: 'taken-over', leagueName: NAME },
  'question-resolved': { note: 'question-resolved', outcome: 'YES' },
};

/** Words a player can read: not empty, no reason code, nothing left undefined. */
function expectWords(text: string | null, code: string) {
  expect(text).toEqual(expect.any(String));
  expect((text as string).trim()).not.toBe('');
  expect(text).not.toMatch(/undefined|null|NaN|\[object/);
  if (code.includes('-')) expect(text).not.toContain(code);
}

describe('every league reason has words', () => {
  it.each(applyRefusals.map((refusal) => [refusal.reason, refusal] as const))('an update refused for %s', (code, refusal) => {
    expectWords(applyRefusalText(refusal), code);
    expectWords(updateRefusalText(refusal, null), code);
    expectWords(operateRefusalText(refusal), code);
  });

  it.each(Object.keys(readReasons) as ReadFailureReason[])('an update that could not be read: %s', (reason) => {
    expectWords(updateRefusalText({ reason }, NAME), reason);
    expectWords(updateRefusalText({ reason }, null), reason);
  });

  it.each(Object.entries(INVITE_REFUSALS))('an invite refused for %s', (reason, text) => expectWords(text, reason));
  it.each(Object.keys(linkDamage) as LinkDamage[])('a link damaged: %s', (damage) => expectWords(linkDamageText(damage), damage));
  it.each(Object.keys(setupProblems) as LeagueSetupProblem[])('a league that cannot start: %s', (problem) => expectWords(leagueSetupText(problem), problem));
  it.each(Object.entries(logRefusals))('a change the log refuses: %s', (reason, refusal) => expectWords(logRefusalText(refusal), reason));
  it.each(Object.entries(keyFileRefusals))('a key file refused for %s', (reason, refusal) => expectWords(keyFileRefusalText(refusal), reason));
  it.each(Object.entries(notes))('what a league action says: %s', (note, said) => expectWords(leagueNoteText(said), note));

  it('leaves an operator refusal the screen words itself to the screen, and words the rest', () => {
    const refusals: Exclude<OperateResult, { ok: true }>[] = [
      { ok: false, reason: 'not-logged-in' },
      { ok: false, reason: 'not-operator' },
    ];
    for (const refusal of refusals) expect(operateRefusalText(refusal)).toBeNull();
    expectWords(operateRefusalText({ ok: false, reason: 'older-than-held', leagueName: NAME }), 'older-than-held');
  });

  it('says a picked seq out of range', () => {
    expect(pickedSeqText({ reason: 'seq-out-of-range', lastSeq: 7 })).toBe('Pick a step from 1 to 7.');
  });
});

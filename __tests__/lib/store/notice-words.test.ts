import {
  leagueSetAsideNotice,
  MOVE_FAILED_NOTICE,
  NEWER_GAME_NOTICE,
  NEWER_OLD_GAME_NOTICE,
  quarantineNotice,
  setAsideNotice,
  UNSAVED_NOTICE,
  unreadableOldGameNotice,
  WRITTEN_AFTER_MOVE_NOTICE,
  type StorageNotice,
} from '@/lib/storage/notices';
import { noticeText } from '@/lib/store/notice-words';
import { devanagariShare, inHindi } from '../../i18n/hindi';

const EVERY_NOTICE: StorageNotice[] = [
  UNSAVED_NOTICE,
  setAsideNotice({ kind: 'set-aside', key: 'predictoplay:game', reason: 'unreadable', savedAs: 'predictoplay:corrupt:game:1' }),
  setAsideNotice({ kind: 'set-aside', key: 'predictoplay:session', reason: 'newer-version', savedAs: null }),
  setAsideNotice({ kind: 'set-aside', key: 'predictoplay:other', reason: 'wrong-shape', savedAs: 'predictoplay:corrupt:other:1' }),
  quarantineNotice(1),
  quarantineNotice(4),
  leagueSetAsideNotice(1),
  leagueSetAsideNotice(10),
  unreadableOldGameNotice(true),
  unreadableOldGameNotice(false),
  NEWER_GAME_NOTICE,
  WRITTEN_AFTER_MOVE_NOTICE,
  MOVE_FAILED_NOTICE,
  NEWER_OLD_GAME_NOTICE,
];

describe('the storage notices’ words', () => {
  it('carry the kind and data, not words, so no page’s first load holds them', () => {
    expect(quarantineNotice(2)).toEqual({ id: 'quarantine', kind: 'quarantine', count: 2 });
    for (const notice of EVERY_NOTICE) expect(notice.message).toBeUndefined();
  });

  it('say one part or many', () => {
    expect(noticeText(quarantineNotice(1))).toBe(
      '1 part of your saved game could not be read (damaged, or saved by a newer version of PredictoPlay), so it was kept aside in this browser and the rest of your game loaded.',
    );
    expect(noticeText(quarantineNotice(1200))).toMatch(/^1,200 parts of your saved game could not be read .*so they were kept aside in this browser/);
    expect(noticeText(leagueSetAsideNotice(1))).toContain('so 1 more part of that league was kept aside with it');
    expect(noticeText(leagueSetAsideNotice(3))).toContain('so 3 more parts of that league were kept aside with it');
  });

  it('say what was set aside, whether a copy was kept, and whether this tab will save over it', () => {
    expect(noticeText(EVERY_NOTICE[1]!)).toBe('Your saved game data could not be read, so that part started fresh. The original is kept aside in this browser.');
    expect(noticeText(EVERY_NOTICE[2]!)).toBe(
      'Your saved login comes from a newer version of PredictoPlay, so this tab left it untouched and started fresh. It could not be copied aside, so it was left as it was and will not be saved over.',
    );
    expect(noticeText(setAsideNotice({ kind: 'set-aside', key: 'predictoplay:game', reason: 'newer-version', savedAs: 'x' }))).toMatch(/The original is kept aside in this browser\. This tab will not save over it\.$/);
    expect(noticeText(unreadableOldGameNotice(false))).toBe('Your saved game data could not be read, so that part started fresh. It could not be copied aside, so it was left as it was.');
  });

  it('keep the words of a notice that has them', () => {
    expect(noticeText({ id: 'league:x', message: 'Already written.' })).toBe('Already written.');
  });

  it('use the plain words: no quarantine, no database', () => {
    for (const notice of EVERY_NOTICE) expect(noticeText(notice)).not.toMatch(/quarantine|database|record/i);
  });
});

describe('the storage notices’ words in Hindi', () => {
  inHindi();

  it('count 0, 1 and 2 parts as people say it', () => {
    expect(noticeText(quarantineNotice(0))).toMatch(/^आपके सेव किए हुए खेल के 0 हिस्से पढ़े नहीं जा सके/);
    expect(noticeText(quarantineNotice(1))).toMatch(/^आपके सेव किए हुए खेल का 1 हिस्सा पढ़ा नहीं जा सका/);
    expect(noticeText(quarantineNotice(2))).toMatch(/^आपके सेव किए हुए खेल के 2 हिस्से पढ़े नहीं जा सके/);
    expect(noticeText(leagueSetAsideNotice(0))).toContain('इसलिए उसे अलग रख दिया गया');
    expect(noticeText(leagueSetAsideNotice(1))).toContain('उस लीग का 1 और हिस्सा भी उसके साथ अलग रख दिया गया');
    expect(noticeText(leagueSetAsideNotice(2))).toContain('उस लीग के 2 और हिस्से भी उसके साथ अलग रख दिए गए');
  });

  it('are Hindi in every notice', () => {
    for (const notice of EVERY_NOTICE) expect(devanagariShare(noticeText(notice))).toBeGreaterThan(0.85);
  });
});

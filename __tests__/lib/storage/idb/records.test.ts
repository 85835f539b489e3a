import { checkRecord, wrapRecord } from '@/lib/storage/idb/records';
import { DEFAULT_SETTINGS } from '@/lib/model/empty-game';

describe('a stored record', () => {
  const sound = wrapRecord('settings', DEFAULT_SETTINGS, 3);

  it('is its model record and revision when the wrapper and the record are sound', () => {
    expect(checkRecord('settings', sound)).toEqual({ ok: true, value: DEFAULT_SETTINGS, rev: 3 });
  });

  it.each([
    ['null', null],
    ['an array', [1, 3, DEFAULT_SETTINGS]],
    ['an extra key', { ...sound, merged: true }],
    ['a missing value', { v: 1, rev: 3, other: DEFAULT_SETTINGS }],
    ['a version of 0', { ...sound, v: 0 }],
    ['a fractional version', { ...sound, v: 1.5 }],
    ['a negative revision', { ...sound, rev: -1 }],
    ['a revision in text', { ...sound, rev: '3' }],
  ])('is refused as not a stored record: %s', (_, raw) => {
    expect(checkRecord('settings', raw)).toEqual({ ok: false, reason: 'invalid', problem: expect.stringMatching(/^Not a stored record: /) });
  });

  it('is set apart as newer when its version is above this code’s, before its value is looked at', () => {
    expect(checkRecord('settings', { ...sound, v: 2, value: 'anything' })).toEqual({ ok: false, reason: 'newer-version', problem: 'Record version 2 is newer than 1' });
  });

  it('is refused when its value fails the model’s schema', () => {
    expect(checkRecord('settings', { ...sound, value: { ...DEFAULT_SETTINGS, dailyBonus: -1 } })).toMatchObject({ ok: false, reason: 'invalid' });
  });
});

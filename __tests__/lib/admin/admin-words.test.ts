import { SETTINGS_WORDS, settingsErrorsText } from '@/lib/admin/admin-words';

describe('admin settings words', () => {
  it('has a sentence for every reason a setting can be refused for', () => {
    expect(Object.keys(SETTINGS_WORDS).sort()).toEqual(['daily-bonus-out-of-range', 'platform-name-missing', 'platform-name-too-long']);
  });

  it('says each field’s reason with its limits, grouped as coins are', () => {
    expect(
      settingsErrorsText({ platformName: { reason: 'platform-name-too-long', max: 40 }, dailyBonus: { reason: 'daily-bonus-out-of-range', min: 1, max: 10_000 } }),
    ).toEqual({ platformName: 'The platform name can have at most 40 characters.', dailyBonus: 'Enter a whole number of coins from 1 to 10,000.' });
  });
});

// Paths between languages: the same page, query and fragment, under the other language's prefix.
import { LOCALES, pathInLocale, pathWithoutLocale } from '@/lib/i18n/locale';
import { languageForVisit, languageName } from '@/lib/i18n/language-choice';
import { LANGUAGE_SCRIPT } from '@/lib/i18n/language-script';

describe('pathInLocale and pathWithoutLocale', () => {
  it('put a page under /hi, keeping its query and fragment', () => {
    expect(pathInLocale('/wallet', 'hi')).toBe('/hi/wallet');
    expect(pathInLocale('/prediction?id=3#bet', 'hi')).toBe('/hi/prediction?id=3#bet');
    expect(pathInLocale('/', 'hi')).toBe('/hi');
    expect(pathInLocale('/?q=cricket', 'hi')).toBe('/hi?q=cricket');
    expect(pathInLocale('/leagues#join=abc', 'en')).toBe('/leagues#join=abc');
  });

  it('take the prefix off again', () => {
    expect(pathWithoutLocale('/hi/wallet')).toBe('/wallet');
    expect(pathWithoutLocale('/hi')).toBe('/');
    expect(pathWithoutLocale('/hi/')).toBe('/');
    expect(pathWithoutLocale('/hi?q=x')).toBe('/?q=x');
    expect(pathWithoutLocale('/history')).toBe('/history');
  });
});

describe('languageForVisit', () => {
  it('follows a saved choice first', () => {
    expect(languageForVisit('en', ['hi-IN', 'en'], 'hi')).toBe('en');
    expect(languageForVisit('hi', ['en-US'], 'en')).toBe('hi');
  });

  it('without a choice, goes to Hindi only when the browser ranks it above English', () => {
    expect(languageForVisit(null, ['hi-IN', 'en-IN'], 'en')).toBe('hi');
    expect(languageForVisit(null, ['mr-IN', 'hi', 'en'], 'en')).toBe('hi');
    expect(languageForVisit(null, ['en-IN', 'hi-IN'], 'en')).toBe('en');
    // An English browser opening a shared Hindi link stays on it.
    expect(languageForVisit(null, ['en-GB'], 'hi')).toBe('hi');
    expect(languageForVisit('fr', [], 'en')).toBe('en');
  });
});

describe('the pre-paint language script', () => {
  function visit(url: string, saved: string | null, languages: string[]): string | null {
    const location = new URL(url, 'https://predictoplay.test');
    let movedTo: string | null = null;
    const fakeLocation = {
      pathname: location.pathname,
      search: location.search,
      hash: location.hash,
      replace: (target: string) => {
        movedTo = target;
      },
    };
    const storage = { getItem: () => saved };
    const style: Record<string, string> = {};
    new Function('location', 'localStorage', 'navigator', 'document', LANGUAGE_SCRIPT)(fakeLocation, storage, { languages }, { documentElement: { style } });
    if (movedTo !== null) expect(style.visibility).toBe('hidden');
    return movedTo;
  }

  it('does as languageForVisit says, keeping path, query and fragment', () => {
    expect(visit('/prediction?id=3#x', null, ['hi-IN', 'en'])).toBe('/hi/prediction?id=3#x');
    expect(visit('/', null, ['hi'])).toBe('/hi');
    expect(visit('/leagues#join=abc', 'hi', ['en'])).toBe('/hi/leagues#join=abc');
    expect(visit('/hi/wallet?tab=2', 'en', ['hi'])).toBe('/wallet?tab=2');
    expect(visit('/hi', 'en', [])).toBe('/');
    expect(visit('/hi/', 'en', [])).toBe('/');
  });

  it('stays when the page is already in the wanted language', () => {
    expect(visit('/wallet', null, ['en-IN', 'hi'])).toBeNull();
    expect(visit('/hi/wallet', null, ['en-GB'])).toBeNull();
    expect(visit('/hi/wallet', 'hi', ['en'])).toBeNull();
    expect(visit('/history', 'en', ['hi'])).toBeNull();
  });
});

describe('languageName', () => {
  it('names each language in itself, a new one included', () => {
    expect(languageName('hi')).toBe('हिन्दी');
    expect(languageName('en')).toBe('English');
    expect(languageName('mr' as never)).toBe('मराठी');
  });

  it('names the site’s own languages from the build, never loading the browser’s language data', () => {
    const displayNames = jest.spyOn(Intl, 'DisplayNames');
    try {
      expect(LOCALES.map((locale) => languageName(locale))).toEqual(['English', 'हिन्दी']);
      expect(displayNames).not.toHaveBeenCalled();
    } finally {
      displayNames.mockRestore();
    }
  });
});

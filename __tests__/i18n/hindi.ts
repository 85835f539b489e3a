// Runs a describe block's tests with the Hindi catalogue. The compiled messages read the build's
// language (NEXT_PUBLIC_LOCALE) each time they are called under Jest, so setting it is enough;
// LOCALE in lib/i18n/locale.ts is read once at import, so code that needs it is imported here late.
export function inHindi(): void {
  let before: string | undefined;
  beforeAll(() => {
    before = process.env.NEXT_PUBLIC_LOCALE;
    process.env.NEXT_PUBLIC_LOCALE = 'hi';
  });
  afterAll(() => {
    if (before === undefined) delete process.env.NEXT_PUBLIC_LOCALE;
    else process.env.NEXT_PUBLIC_LOCALE = before;
  });
}

/** The share of letters in `text` that are Devanagari (digits, spaces and punctuation not counted). */
export function devanagariShare(text: string): number {
  const letters = [...text].filter((char) => /\p{L}|\p{M}/u.test(char));
  if (letters.length === 0) return 1;
  return letters.filter((char) => /[\u0900-\u097F]/.test(char)).length / letters.length;
}

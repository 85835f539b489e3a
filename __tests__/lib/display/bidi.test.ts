import { hasDirectionControl, isolateText } from '@/lib/display/bidi';

describe('hasDirectionControl', () => {
  const controls = [0x200e, 0x200f, 0x061c, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];
  it.each(controls.map((code) => [code.toString(16).toUpperCase().padStart(4, '0'), String.fromCharCode(code)]))('finds U+%s in a name', (_, control) => {
    expect(hasDirectionControl(`Office${control} Cup`)).toBe(true);
  });

  it('finds none in plain, Hindi, Arabic or invisible-but-not-directional text', () => {
    for (const name of ['Office Cup', '\u0911\u092b\u093f\u0938 \u0915\u092a', '\u0643\u0623\u0633', 'Office\u200bCup']) {
      expect(hasDirectionControl(name)).toBe(false);
    }
  });
});

describe('isolateText', () => {
  it('isolates a name that could turn the sentence around it: an override, a mark, right-to-left letters', () => {
    expect(isolateText('Office Cup\u202e')).toBe('\u2068Office Cup\u202e\u2069');
    expect(isolateText('\u200fCup')).toBe('\u2068\u200fCup\u2069');
    expect(isolateText('\u05dc\u05d9\u05d2\u05d4')).toBe('\u2068\u05dc\u05d9\u05d2\u05d4\u2069');
  });

  it('leaves left-to-right names as they are', () => {
    for (const name of ['Office Cup', '\u0911\u092b\u093f\u0938 \u0915\u092a', 'Cup 2026!', '\u041effice Cup']) expect(isolateText(name)).toBe(name);
  });
});

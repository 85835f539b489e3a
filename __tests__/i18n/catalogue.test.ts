// The catalogues (messages/<locale>/<area>.json) must say the same things in every language: a
// message missing in one language, or taking other inputs there, fails here before a page shows a
// key's name. Hindi texts are checked to be Hindi.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const settings = JSON.parse(readFileSync(join(ROOT, 'project.inlang', 'settings.json'), 'utf8')) as {
  baseLocale: string;
  locales: string[];
  'plugin.inlang.messageFormat': { pathPattern: string[] };
};
const AREAS = settings['plugin.inlang.messageFormat'].pathPattern.map((pattern) => pattern.replace('./messages/{locale}/', '').replace('.json', ''));

type Message = string | { declarations?: string[]; match: Record<string, string> }[];

function catalogue(locale: string, area: string): Record<string, Message> {
  const raw = JSON.parse(readFileSync(join(ROOT, 'messages', locale, `${area}.json`), 'utf8')) as Record<string, Message>;
  delete raw.$schema;
  return raw;
}

/** Every text a message can show, its variants included. */
function texts(message: Message): string[] {
  return typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
}

/** The inputs a message's text uses: {name}. */
function inputs(message: Message): string[] {
  const names = new Set<string>();
  for (const text of texts(message)) for (const [, name] of text.matchAll(/\{(\w+)\}/g)) names.add(name!);
  if (typeof message !== 'string') for (const variant of message) for (const line of variant.declarations ?? []) if (line.startsWith('input ')) names.add(line.slice(6).trim());
  return [...names].sort();
}

/** What `other` lacks or says differently against `base`: missing keys, extra keys, other inputs. */
function differences(base: Record<string, Message>, other: Record<string, Message>): string[] {
  const missing = Object.keys(base).filter((key) => !(key in other)).map((key) => `missing ${key}`);
  const extra = Object.keys(other).filter((key) => !(key in base)).map((key) => `extra ${key}`);
  const inputsDiffer = Object.keys(base)
    .filter((key) => key in other && inputs(base[key]!).join() !== inputs(other[key]!).join())
    .map((key) => `inputs of ${key}`);
  return [...missing, ...extra, ...inputsDiffer];
}

describe('the message catalogues', () => {
  it('are one file per area in each language, and no other files', () => {
    for (const locale of settings.locales) {
      expect(readdirSync(join(ROOT, 'messages', locale)).sort()).toEqual(AREAS.map((area) => `${area}.json`).sort());
    }
  });

  it.each(AREAS)('%s: every language has every message, with the same inputs', (area) => {
    const base = catalogue(settings.baseLocale, area);
    for (const locale of settings.locales) expect({ locale, differences: differences(base, catalogue(locale, area)) }).toEqual({ locale, differences: [] });
  });

  it('name each message once across all areas, prefixed with its area', () => {
    const seen = new Map<string, string>();
    for (const area of AREAS) {
      for (const key of Object.keys(catalogue(settings.baseLocale, area))) {
        expect({ key, alsoIn: seen.get(key) }).toEqual({ key, alsoIn: undefined });
        seen.set(key, area);
        expect(key.startsWith(`${area}_`)).toBe(true);
      }
    }
  });

  it('hold no empty text, and Hindi texts are written in Devanagari', () => {
    for (const area of AREAS) {
      for (const locale of settings.locales) {
        for (const [key, message] of Object.entries(catalogue(locale, area))) {
          for (const text of texts(message)) {
            expect({ key, locale, empty: text.trim() === '' }).toEqual({ key, locale, empty: false });
            // A text with letters in it has Hindi letters (names like PredictoPlay or YES may sit beside them).
            if (locale === 'hi' && /\p{L}{3,}/u.test(text.replace(/\{\w+\}/g, ''))) {
              expect({ key, devanagari: /[\u0900-\u097F]/.test(text) }).toEqual({ key, devanagari: true });
            }
          }
        }
      }
    }
  });

  it('would catch a message missing in one language, or one taking other inputs', () => {
    const en = { a_x: 'x {name}', a_y: 'y' };
    expect(differences(en, { a_x: 'क {name}' })).toEqual(['missing a_y']);
    expect(differences(en, { a_x: 'क', a_y: 'ख' })).toEqual(['inputs of a_x']);
  });
});

// Every page's title, description and addresses in both languages (Lighthouse SEO: a meta
// description and valid hreflang on every page). A page's metadata is made when its module
// loads, so each language imports the pages afresh.
import type { Metadata } from 'next';
import { devanagariShare } from '../i18n/hindi';

const PAGES: readonly [module: string, path: string][] = [
  ['@/app/contact/page', '/contact'],
  ['@/app/faq/page', '/faq'],
  ['@/app/how-it-works/page', '/how-it-works'],
  ['@/app/leaderboard/page', '/leaderboard'],
  ['@/app/leagues/page', '/leagues'],
  ['@/app/prediction/page', '/prediction'],
  ['@/app/privacy/page', '/privacy'],
  ['@/app/profile/page', '/profile'],
  ['@/app/terms/page', '/terms'],
  ['@/app/wallet/page', '/wallet'],
];

/** The metadata of every page and the layout, loaded with NEXT_PUBLIC_LOCALE set to `locale`. */
function metadataIn(locale: 'en' | 'hi'): { layout: Metadata; admin: Metadata; pages: [string, Metadata][] } {
  const before = process.env.NEXT_PUBLIC_LOCALE;
  process.env.NEXT_PUBLIC_LOCALE = locale;
  try {
    let loaded!: { layout: Metadata; admin: Metadata; pages: [string, Metadata][] };
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports */
      const read = (name: string) => (require(name) as { metadata: Metadata }).metadata;
      loaded = { layout: read('@/app/layout'), admin: read('@/app/admin/page'), pages: PAGES.map(([name, path]) => [path, read(name)]) };
      /* eslint-enable @typescript-eslint/no-require-imports */
    });
    return loaded;
  } finally {
    if (before === undefined) delete process.env.NEXT_PUBLIC_LOCALE;
    else process.env.NEXT_PUBLIC_LOCALE = before;
  }
}

jest.mock('@/app/globals.css', () => ({}), { virtual: true });

describe.each([
  ['en', ''],
  ['hi', '/hi'],
] as const)('page metadata in %s', (locale, prefix) => {
  const { layout, admin, pages } = metadataIn(locale);

  it.each(pages)('%s has a title, a description and its addresses in both languages', (path, metadata) => {
    expect(typeof metadata.title).toBe('string');
    expect(String(metadata.description).length).toBeGreaterThan(20);
    expect(metadata.alternates).toEqual({
      canonical: `${prefix}${path}`,
      languages: { en: path, hi: `/hi${path}`, 'x-default': path },
    });
    expect(metadata.openGraph).toMatchObject({ url: `${prefix}${path}`, locale: `${locale}_IN` });
    if (locale === 'hi') expect(devanagariShare(`${String(metadata.title)} ${String(metadata.description)}`.replace(/PredictoPlay/g, ''))).toBeGreaterThan(0.95);
  });

  it('the layout (and so the home page) names the home page in both languages', () => {
    expect(layout.alternates).toEqual({ canonical: prefix || '/', languages: { en: '/', hi: '/hi', 'x-default': '/' } });
    expect(String(layout.description).length).toBeGreaterThan(20);
  });

  it('the admin page names itself, not the home page', () => {
    expect(admin.alternates).toMatchObject({ canonical: `${prefix}/admin` });
  });
});

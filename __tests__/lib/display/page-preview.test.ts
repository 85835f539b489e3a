import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageAlternates, pageMetadata, pagePreview, PREVIEW_IMAGE } from '@/lib/display/page-preview';
import { devanagariShare, inHindi } from '../../i18n/hindi';

describe('pagePreview', () => {
  it('gives Open Graph and Twitter card tags with the preview picture', () => {
    const preview = pagePreview('Join a league on PredictoPlay', 'Open the invite link to join.', '/leagues', 'en');
    expect(preview.openGraph).toMatchObject({
      title: 'Join a league on PredictoPlay',
      description: 'Open the invite link to join.',
      url: '/leagues',
      locale: 'en_IN',
      alternateLocale: ['hi_IN'],
      images: [{ ...PREVIEW_IMAGE, alt: 'PredictoPlay: predict YES or NO with free play coins' }],
    });
    expect(preview.twitter).toMatchObject({ card: 'summary_large_image', title: 'Join a league on PredictoPlay', images: [PREVIEW_IMAGE.url] });
  });

  it('names the English page canonical and every language’s page as an alternate, English as x-default', () => {
    expect(pagePreview('Wallet', 'Your coins.', '/wallet', 'en').alternates).toEqual({
      canonical: '/wallet',
      languages: { en: '/wallet', hi: '/hi/wallet', 'x-default': '/wallet' },
    });
  });

  it('gives the home page /hi as its Hindi address', () => {
    expect(pageAlternates('/', 'en')).toEqual({ canonical: '/', languages: { en: '/', hi: '/hi', 'x-default': '/' } });
    expect(pageAlternates('/', 'hi')).toEqual({ canonical: '/hi', languages: { en: '/', hi: '/hi', 'x-default': '/' } });
  });

  it('gives a page its title, its description and the title with the brand for a preview', () => {
    const metadata = pageMetadata('FAQ', 'Answers.', '/faq', 'en');
    expect(metadata).toMatchObject({ title: 'FAQ', description: 'Answers.', openGraph: { title: 'FAQ · PredictoPlay', url: '/faq' }, alternates: { canonical: '/faq' } });
  });

  it('points at a small 1200x630 PNG in public/', () => {
    const png = readFileSync(join(process.cwd(), 'public', PREVIEW_IMAGE.url));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(60_000);
  });

  describe('on a Hindi page', () => {
    inHindi();

    it('names the /hi page canonical, keeps the same alternates, and speaks Hindi in Open Graph', () => {
      const preview = pagePreview('बटुआ', 'आपके सिक्के।', '/wallet', 'hi');
      expect(preview.alternates).toEqual({
        canonical: '/hi/wallet',
        languages: { en: '/wallet', hi: '/hi/wallet', 'x-default': '/wallet' },
      });
      expect(preview.openGraph).toMatchObject({ url: '/hi/wallet', locale: 'hi_IN', alternateLocale: ['en_IN'] });
      expect(devanagariShare((preview.openGraph.images[0]?.alt ?? '').replace('PredictoPlay', ''))).toBeGreaterThan(0.9);
    });

    it('keeps the query of a path on both languages', () => {
      expect(pageAlternates('/prediction?id=3', 'hi')).toEqual({
        canonical: '/hi/prediction?id=3',
        languages: { en: '/prediction?id=3', hi: '/hi/prediction?id=3', 'x-default': '/prediction?id=3' },
      });
    });

    it('defaults to the build’s language (LOCALE, read when the module loads)', () => {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const late = require('@/lib/display/page-preview') as typeof import('@/lib/display/page-preview');
        expect(late.pagePreview('x', 'y', '/faq').alternates.canonical).toBe('/hi/faq');
        expect(late.pagePreview('x', 'y', '/faq').openGraph.locale).toBe('hi_IN');
      });
    });
  });
});

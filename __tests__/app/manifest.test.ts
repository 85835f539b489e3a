import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import manifest from '@/app/manifest';
import { devanagariShare, inHindi } from '../i18n/hindi';

/** A PNG's width×height, read from its header, of a file the manifest names (served from public/). */
function pngSize(src: string): string {
  const bytes = readFileSync(join(__dirname, '..', '..', 'public', src));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Whether a PNG has an alpha channel (colour type 6): the 'any' icon's corners are clear. */
function hasAlpha(src: string): boolean {
  return readFileSync(join(__dirname, '..', '..', 'public', src))[25] === 6;
}

describe('the web app manifest', () => {
  it('makes the installed app a share target that takes links, text and an exported chat by POST', () => {
    expect(manifest().share_target).toEqual({
      action: '/leagues?share=chat',
      method: 'POST',
      enctype: 'multipart/form-data',
      params: {
        title: 'title',
        text: 'text',
        url: 'url',
        files: [{ name: 'chat', accept: expect.arrayContaining(['text/plain', 'application/zip', '.txt', '.zip']) }],
      },
    });
  });

  it('names and describes the app in plain English', () => {
    expect(manifest()).toMatchObject({ name: 'PredictoPlay: predict with free play coins', short_name: 'PredictoPlay', lang: 'en-IN', start_url: '/' });
    expect(manifest().description).toBe('A free prediction game with play coins. Everything runs in your browser, online or offline.');
  });

  it('sends a share to a path inside the app’s scope', () => {
    const { share_target: target, scope } = manifest();
    expect(target?.action.startsWith(scope ?? '')).toBe(true);
  });
});

describe('the web app manifest’s install pictures', () => {
  it('has an any and a maskable icon at 192 and 512 px, each a PNG of its stated size', () => {
    const icons = manifest().icons ?? [];
    for (const purpose of ['any', 'maskable'] as const) {
      expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
    }
    for (const icon of icons) {
      expect({ src: icon.src, type: icon.type, size: pngSize(icon.src) }).toEqual({ src: icon.src, type: 'image/png', size: icon.sizes });
    }
  });

  it('draws the any icon on a rounded square with clear corners, and the maskable one full bleed', () => {
    const icons = manifest().icons ?? [];
    expect(icons.filter((icon) => icon.purpose === 'any').every((icon) => hasAlpha(icon.src))).toBe(true);
    expect(icons.filter((icon) => icon.purpose === 'maskable').some((icon) => hasAlpha(icon.src))).toBe(false);
  });

  it('keeps the short name short enough to sit under a home-screen icon', () => {
    expect(manifest().short_name?.length).toBeLessThanOrEqual(12);
  });

  it('shows a narrow and a wide screenshot, each a PNG of its stated size with a label', () => {
    const screenshots = manifest().screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect({ type: shot.type, size: pngSize(shot.src), labelled: Boolean(shot.label) }).toEqual({ type: 'image/png', size: shot.sizes, labelled: true });
    }
    const [narrow] = screenshots.filter((shot) => shot.form_factor === 'narrow');
    const [width, height] = (narrow?.sizes ?? '').split('x').map(Number);
    expect(height! / width!).toBeGreaterThan(1.5);
  });
});

describe('the web app manifest in Hindi', () => {
  inHindi();

  it('names and describes the app in Hindi, keeping the brand as its short name', () => {
    const { name, short_name: shortName, description } = manifest();
    expect(name).toBe('PredictoPlay: मुफ़्त खेल के सिक्कों से अनुमान लगाएँ');
    expect(shortName).toBe('PredictoPlay');
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      expect((require('@/app/manifest') as typeof import('@/app/manifest')).default().start_url).toBe('/hi');
    });
    expect(devanagariShare(String(description))).toBeGreaterThan(0.95);
  });

  it('shows the Hindi pages in its screenshots, labelled in Hindi', () => {
    // LOCALE is read once at import: this build's manifest is loaded afresh in Hindi.
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const hindi = (require('@/app/manifest') as typeof import('@/app/manifest')).default();
      for (const shot of hindi.screenshots ?? []) {
        expect(shot.src).toMatch(/-hi\.png$/);
        expect(pngSize(shot.src)).toBe(shot.sizes);
        expect(devanagariShare(String(shot.label))).toBeGreaterThan(0.95);
      }
      expect(hindi.screenshots).toHaveLength(2);
    });
  });
});

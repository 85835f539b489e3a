import { sourceFiles } from '../source-files';

describe('lib/config.ts', () => {
  it('is the only module of the app that reads process.env', () => {
    const files = sourceFiles('app', 'components', 'lib');
    expect(files.map((file) => file.path)).toContain('lib/config.ts');
    const readers = files.filter((file) => /\bprocess\s*(\.\s*env\b|\[)/.test(file.text)).map((file) => file.path);
    expect(readers).toEqual(['lib/config.ts']);
  });
});

describe('SITE_LEAGUE_KEY', () => {
  it('is empty where no league is compiled in, so no feed is requested', async () => {
    const { SITE_LEAGUE_KEY } = await import('@/lib/config');
    expect(SITE_LEAGUE_KEY).toBe('');
  });
});

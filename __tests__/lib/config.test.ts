import { sourceFiles } from '../source-files';

describe('lib/config.ts', () => {
  it('is the only module of the app that reads process.env', () => {
    const files = sourceFiles('app', 'components', 'lib');
    expect(files.map((file) => file.path)).toContain('lib/config.ts');
    const readers = files.filter((file) => /\bprocess\s*(\.\s*env\b|\[)/.test(file.text)).map((file) => file.path);
    expect(readers).toEqual(['lib/config.ts']);
  });
});

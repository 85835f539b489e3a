import { parseJson } from '@/lib/json/parse-json';
import { sourceFiles } from '../../source-files';

describe('parseJson', () => {
  it.each([
    ['{"a":[1,"b",null]}', { a: [1, 'b', null] }],
    ['[]', []],
    ['"text"', 'text'],
    ['0', 0],
    ['null', null],
    [' \n true ', true],
  ])('reads %p', (text, value) => {
    expect(parseJson(text)).toEqual({ ok: true, value });
  });

  it.each(['', 'not json', '{"a":', "{'a':1}", '[1,]', 'undefined', 'NaN'])('answers { ok: false } for %p instead of throwing', (text) => {
    expect(parseJson(text)).toEqual({ ok: false });
  });
});

describe('JSON.parse', () => {
  // lib/backup/backup.ts keeps its own copy until its rewrite switches it to parseJson.
  const NOT_YET: string[] = [];

  it('is called only by parseJson in app, components and lib', () => {
    const callers = sourceFiles('app', 'components', 'lib')
      .filter((file) => /\bJSON\s*\.\s*parse\b/.test(file.text) && !NOT_YET.includes(file.path))
      .map((file) => file.path);
    expect(callers).toEqual(['lib/json/parse-json.ts']);
  });
});

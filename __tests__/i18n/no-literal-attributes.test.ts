// The words a player reads in attributes (a button's accessible name, a field's placeholder, an
// image's description, a tooltip) come from the catalogues like any other text; ESLint's
// react/jsx-no-literals covers text between tags. A literal attribute would stay English on the
// Hindi pages, so it fails here.
import { sourceFiles } from '../source-files';

const READ_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'title', 'placeholder', 'alt', 'label', 'description', 'heading', 'what'];

/** `attribute="Some words"` (or {'Some words'}) where the value has a letter in it. */
function literalAttributes(text: string): string[] {
  const names = READ_ATTRIBUTES.join('|');
  const pattern = new RegExp(`\\s(${names})=(?:"([^"]*\\p{L}[^"]*)"|\\{\\s*['\`]([^'\`]*\\p{L}[^'\`]*)['\`]\\s*\\})`, 'gu');
  return [...text.matchAll(pattern)].map((match) => `${match[1]}=${match[2] ?? match[3]}`);
}

describe('attributes a player reads', () => {
  it('come from the catalogues in every component and page', () => {
    const found = sourceFiles('app', 'components')
      .filter((file) => file.path.endsWith('.tsx'))
      .flatMap((file) => literalAttributes(file.text).map((attribute) => `${file.path}: ${attribute}`));
    expect(found).toEqual([]);
  });

  it('would catch a literal one', () => {
    expect(literalAttributes('<button aria-label="Close menu" className="x">')).toEqual(['aria-label=Close menu']);
    expect(literalAttributes("<input placeholder={'Search'} />")).toEqual(['placeholder=Search']);
    expect(literalAttributes('<img alt="" src="/a.svg" />')).toEqual([]);
  });
});

describe('messages', () => {
  it('are imported by name, never through the m namespace (which ships the whole catalogue to every page)', () => {
    const throughNamespace = sourceFiles('app', 'components', 'lib')
      .filter((file) => /import \{[^}]*\bm\b[^}]*\} from '[^']*paraglide\/messages'/.test(file.text))
      .map((file) => file.path);
    expect(throughNamespace).toEqual([]);
  });
});

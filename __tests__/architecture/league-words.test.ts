import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

// Every sentence the league feature says lives in lib/league/league-words.ts (or, for a part with
// words of its own, its own lib/league/*-words.ts), so a second language replaces those files. This scans the string and template literals of lib/league and the
// league store actions for anything that reads like a sentence a player would see.

const ROOT = join(__dirname, '..', '..');
const WORDS_MODULE = 'lib/league/league-words.ts';
const LEAGUE_STORE_FILES = [
  'lib/store/league-actions.ts',
  'lib/store/browser-league-actions.ts',
  'lib/store/league-operator-actions.ts',
  'lib/store/league-share-actions.ts',
  'lib/store/league-fragment.ts',
  'lib/store/site-league-feed.ts',
];

function leagueFiles(): string[] {
  const dir = join(ROOT, 'lib', 'league');
  const own = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => `lib/league/${file.split('\\').join('/')}`);
  // A part of the feature with words of its own keeps them in its own words module: season-words.ts,
  // and signed-time-words.ts, which every card route loads at once, apart from league-words.ts's schemas.
  return [...own, ...LEAGUE_STORE_FILES].filter((file) => file !== WORDS_MODULE && !file.endsWith('-words.ts')).sort();
}

/** Four words or more, or three that start with a capital or end in a full stop, a question or an exclamation mark. */
function readsLikeSentence(text: string): boolean {
  const words = text.trim().split(/\s+/).filter((word) => /^\p{L}[\p{L}’']*[,:;.!?]?$/u.test(word));
  if (words.length >= 4) return true;
  if (words.length < 3) return false;
  return /^\p{Lu}/u.test(text.trim()) || /[.!?]$/.test(text.trim());
}

/** What a thrown error says is for whoever debugs it, not for a player. */
function inThrownError(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isThrowStatement(at)) return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
}

function sentencesIn(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('X');
    const skipped = literal === null || ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent) || ts.isLiteralTypeNode(node.parent) || inThrownError(node);
    if (literal !== null && !skipped && readsLikeSentence(literal)) found.push(`${relative(ROOT, join(ROOT, file))}: ${literal}`);
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the league feature’s words', () => {
  it('recognises a sentence and lets codes, paths and short labels through', () => {
    expect(readsLikeSentence('This update was not signed by the operator of X')).toBe(true);
    expect(readsLikeSentence('you won X, you got back X.')).toBe(true);
    expect(readsLikeSentence('question X cannot be added')).toBe(true);
    expect(readsLikeSentence('predictoplay-league-key')).toBe(false);
    expect(readsLikeSentence('/league/feed.json')).toBe(false);
    expect(readsLikeSentence('ECDSA P-256')).toBe(false);
  });

  it('scans every league module and the league store actions', () => {
    const files = leagueFiles();
    expect(files).toEqual(expect.arrayContaining(['lib/league/apply-update.ts', 'lib/league/league-log.ts', 'lib/store/league-actions.ts']));
    expect(files).not.toContain(WORDS_MODULE);
  });

  it('keeps every sentence in lib/league/league-words.ts', () => {
    expect(leagueFiles().flatMap(sentencesIn)).toEqual([]);
  });

  it('would catch a sentence written anywhere else', () => {
    // The words modules now call the catalogue (messages/en/leagues.json); a test asserting the English still holds many sentences.
    expect(sentencesIn('__tests__/lib/league/league-messages.test.ts').length).toBeGreaterThan(20);
  });
});

// The domain returns reasons, not English: a sentence a player reads is written only in a
// feature's words module (lib/**/*-words.ts), so a second language finds every sentence there.
// This reads every lib module's string literals and template texts and fails on one that looks
// like a sentence: a capital letter and two more words, or words ending in '.', '!' or '?'.

import ts from 'typescript';
import { sourceFiles } from '../source-files';

/** A feature's words module: the one place its sentences live. */
const WORDS_MODULE = /-words\.ts$/;

/** Where text that looks like a sentence is not a player's sentence, and why. */
const ALLOWED: { path: RegExp; why: string }[] = [
  { path: /^lib\/storage\//, why: "storage diagnostics stored with quarantined records; its notices are the storage's words (the integrator's)" },
  { path: /^lib\/store\/storage-engine\//, why: 'the storage engine, owned by the integrator' },
  { path: /^lib\/model\//, why: 'schema messages are diagnostics kept with a quarantined record, not shown as a sentence' },
  { path: /^lib\/wallet\/entry-text\.ts$/, why: 'ledger descriptions are stored data made from the entry kind' },
];

// TODO(#27 point 7): these still write sentences outside a words module; each owner moves them
// into its feature's words module and deletes its line here, until the list is empty.
const TODO_STILL_WRITING_SENTENCES: RegExp[] = [
];

const SENTENCE = /^[A-Z]\S*(\s+\S+){2,}|\p{L}.*[.!?]$/u;

/** A literal that is not text for a player: a module path, a type, an error for an impossible state, a console line. */
function isExempt(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isNewExpression(parent) && /^\w*Error$/.test(parent.expression.getText())) return true;
  if (ts.isCallExpression(parent) && /^console\./.test(parent.expression.getText())) return true;
  return false;
}

/** The text of every string literal and template of a module that reads like a sentence, with its line. */
export function sentencesIn(path: string, text: string): string[] {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    let literal: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) literal = node.text;
    else if (ts.isTemplateExpression(node)) literal = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
    if (literal !== null && !isExempt(node) && SENTENCE.test(literal.trim())) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      found.push(`${path}:${line}: ${literal}`);
    }
    if (ts.isTemplateExpression(node)) node.templateSpans.forEach((span) => visit(span.expression));
    else ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function isChecked(path: string): boolean {
  if (!/\.tsx?$/.test(path) || WORDS_MODULE.test(path)) return false;
  return !ALLOWED.some((allowed) => allowed.path.test(path)) && !TODO_STILL_WRITING_SENTENCES.some((todo) => todo.test(path));
}

describe('sentences under lib/', () => {
  it('are written only in words modules', () => {
    const found = sourceFiles('lib')
      .filter((file) => isChecked(file.path))
      .flatMap((file) => sentencesIn(file.path, file.text));
    expect(found).toEqual([]);
  });

  it('are found in a literal or a template, and not in a path, a type, an Error or a console line', () => {
    const planted = [
      "import { x } from './Some module path.';",
      "type Status = 'Resolved and paid out';",
      "if (bad) throw new Error('Not a whole coin movement.');",
      "console.info('PredictoPlay could not use storage', error);",
      "export const WORDS = 'Enter a question.';",
      'export const ended = (n: number) => `The question has ended after ${n} days`;',
      "export const reason = 'too-short';",
      "if (text.endsWith('?')) return null;",
    ].join('\n');
    expect(sentencesIn('lib/market/planted.ts', planted)).toEqual([
      'lib/market/planted.ts:5: Enter a question.',
      'lib/market/planted.ts:6: The question has ended after … days',
    ]);
  });

  it('leaves on the to-do list only modules that still write sentences', () => {
    const files = sourceFiles('lib');
    const stale = TODO_STILL_WRITING_SENTENCES.filter((todo) => {
      const matching = files.filter((file) => todo.test(file.path) && !WORDS_MODULE.test(file.path));
      return matching.every((file) => sentencesIn(file.path, file.text).length === 0);
    });
    expect(stale).toEqual([]);
  });
});

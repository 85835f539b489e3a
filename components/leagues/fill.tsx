// A sentence from the catalogue with elements inside it (a league's name in <bdi>, a <time>): the
// message is called with a marker for each element, and the text around the markers is kept as the
// language's own order puts it. Never builds a sentence from fragments.

import { Fragment, type ReactNode } from 'react';

const MARK = (index: number) => `\u{E000}${index}\u{E001}`;

/** The sentence `message` makes, with each input of `parts` standing where the language puts it. */
export function fill<K extends string>(message: (inputs: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const keys = Object.keys(parts) as K[];
  const inputs = Object.fromEntries(keys.map((key, index) => [key, MARK(index)])) as Record<K, string>;
  const pieces = message(inputs).split(/\u{E000}(\d+)\u{E001}/u);
  return pieces.map((piece, index) => (index % 2 === 0 ? piece : <Fragment key={index}>{parts[keys[Number(piece)]!]}</Fragment>));
}

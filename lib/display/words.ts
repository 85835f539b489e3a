// How a feature's words module is built: the domain returns a reason with its data
// ({ reason: 'username-length', min: 3, max: 20 }), and one table per feature holds a sentence
// for every reason kind, so a second language replaces tables and nothing else. A table typed
// `Words<P>` misses a kind only by failing to compile.

/** A reason kind with the data its sentence needs. */
export interface Reasoned {
  reason: string;
}

/** One sentence maker per reason kind, each given the reason of its own kind. */
export type Words<P extends Reasoned> = { [K in P['reason']]: (problem: Extract<P, { reason: K }>) => string };

/** The words for `problem`, from the table of its feature. */
export function say<P extends Reasoned>(words: Words<P>, problem: P): string {
  // A mapped type's entry is not known to fit the union it came from; `Words<P>` guarantees it does.
  const sentence = words[problem.reason as P['reason']] as (problem: P) => string;
  return sentence(problem);
}

/** Every field's reason in words, for a form that shows one message under each field. */
export function fieldWords<F extends string, P extends Reasoned>(words: Words<P>, errors: Partial<Record<F, P>>): Partial<Record<F, string>> {
  const entries = Object.entries(errors) as [F, P | undefined][];
  return Object.fromEntries(entries.flatMap(([field, problem]) => (problem ? [[field, say(words, problem)]] : []))) as Partial<Record<F, string>>;
}

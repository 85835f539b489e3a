/** Holds a card's place while saved markets load, so nothing shifts when they arrive (a practice card with its rule line is about 21rem tall). */
export function CardSkeleton() {
  return (
    <div aria-hidden="true" className="h-[21rem] animate-pulse rounded-2xl border border-ink-700 bg-ink-900 p-5">
      <div className="h-6 w-32 rounded-full bg-ink-700" />
      <div className="mt-5 h-5 w-full rounded bg-ink-700" />
      <div className="mt-2 h-5 w-2/3 rounded bg-ink-700" />
      <div className="mt-8 h-2.5 w-full rounded-full bg-ink-700" />
      <div className="mt-8 h-10 w-full rounded-xl bg-ink-700" />
    </div>
  );
}

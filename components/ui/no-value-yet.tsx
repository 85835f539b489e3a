/** A dash for sighted players and the reason for screen readers. */
export function NoValueYet({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{reason}</span>
    </>
  );
}

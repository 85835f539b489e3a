/** A message about the whole form, announced as soon as it appears. */
export function FormAlert({ message }: { message?: string }) {
  return (
    <p role="alert" className="text-sm text-no-300 empty:hidden">
      {message}
    </p>
  );
}

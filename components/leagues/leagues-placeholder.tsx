import { ADVANCED_SPACE, LIST_SPACE, TOOLS_SPACE } from './league-space';

/** The space kept for Start and Join until they load. */
export const toolsSpace = <div aria-busy="true" className={`rounded-2xl border border-ink-700 bg-ink-900 ${TOOLS_SPACE}`} />;
/** The space kept for Advanced until it loads. */
export const advancedSpace = <div aria-busy="true" className={`rounded-2xl border border-ink-700 bg-ink-900 ${ADVANCED_SPACE}`} />;

/** /leagues before the saved game has loaded (and before its code has, on a link inside the site). */
export function LeaguesPlaceholder() {
  return (
    <div className="space-y-6">
      <div aria-busy="true" className={LIST_SPACE} />
      {toolsSpace}
      {advancedSpace}
    </div>
  );
}

import type { Page } from '@playwright/test';

/** What a player can press: the elements whose size WCAG 2.5.8 (Target Size, Minimum) governs. */
const TARGETS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="tab"], [role="switch"], [role="menuitem"]';

/**
 * Lists every visible target smaller than 24 × 24 CSS pixels, as `name: width × height`. Inside an
 * open dialog (every dialog here is modal) only the dialog counts, as nothing behind it can be pressed.
 *
 * The one exception taken is WCAG 2.5.8's "inline" one, read narrowly: a target laid out in a line
 * of text (`display: inline`, or `inline-block` as a button is) whose block also holds other words,
 * such as "Don't have an account? Sign up", whose height the line of text sets. A link that is the
 * whole of its heading or table cell is not in a sentence and must be 24 px tall itself. The
 * spacing exception (an undersized target clear of every other one by a 24 px circle) is
 * deliberately not taken: this checks the stricter rule.
 *
 * A visually hidden input, such as a radio drawn by its label, is measured by that label: the
 * label is what a finger presses.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]'));
    const root: ParentNode = dialogs.at(-1) ?? document;

    const inSentence = (element: Element) => {
      if (!['inline', 'inline-block'].includes(getComputedStyle(element).display)) return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const rest = (block?.textContent ?? '').replace(element.textContent ?? '', '');
      return /\p{L}{2,}/u.test(rest);
    };

    const problems: string[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      let box = element.getBoundingClientRect();
      let measured: HTMLElement = element;
      const style = getComputedStyle(element);
      const visuallyHidden = style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)' || (box.width <= 1 && box.height <= 1);
      if (visuallyHidden) {
        const label = element instanceof HTMLInputElement ? element.labels?.[0] : undefined;
        // Skip links and other visually hidden controls appear only on focus; they are measured then.
        if (!label) continue;
        measured = label;
        box = label.getBoundingClientRect();
      }
      if (box.width === 0 && box.height === 0) continue;
      // Sub-pixel layout can put a 24 px box at 23.998 px.
      if (box.width >= 23.99 && box.height >= 23.99) continue;
      if (inSentence(measured)) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().replace(/\s+/g, ' ').slice(0, 50) ?? '';
      problems.push(`${element.tagName.toLowerCase()} "${name}": ${box.width.toFixed(1)} × ${box.height.toFixed(1)}`);
    }
    return problems;
  }, TARGETS);
}

import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element shows, read in the page: enough to say why focus is not visible. */
interface FocusReport {
  onBody: boolean;
  description: string;
  outline: string;
  visible: boolean;
}

/**
 * Reads the focused element's focus indicator, which must be a real outline: a style, a width and
 * a colour that is not transparent. A box-shadow ring alone does not count, because forced-colors
 * mode (Windows High Contrast) removes every box-shadow and keeps outlines. A visually hidden
 * input, such as a radio drawn by its label, must show the outline on that label.
 */
function readFocus(page: Page): Promise<FocusReport> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      return { onBody: true, description: 'body', outline: '', visible: false };
    }
    // A date field's calendar button is its own Tab stop inside the browser's shadow tree: the host
    // is then the active element without matching :focus, and the browser draws that button's ring.
    if (active instanceof HTMLInputElement && /^(date|datetime-local|time|month|week)$/.test(active.type) && !active.matches(':focus')) {
      return { onBody: false, description: `the calendar button of ${active.labels?.[0]?.textContent ?? 'a date field'}`, outline: 'drawn by the browser', visible: true };
    }
    const box = active.getBoundingClientRect();
    const hidden = box.width <= 1 && box.height <= 1;
    const shown = (hidden && active instanceof HTMLInputElement && active.labels?.[0]) || active;
    const shownBox = shown.getBoundingClientRect();
    const style = getComputedStyle(shown);
    const color = style.outlineColor.replace(/\s+/g, '');
    const transparent = color === 'transparent' || /^rgba\(.*,0\)$|\/0\)$/.test(color);
    const label = 'labels' in active ? (active as HTMLInputElement).labels?.[0]?.textContent : null;
    const name = (active.getAttribute('aria-label') ?? label ?? active.textContent ?? '').trim().slice(0, 40);
    return {
      onBody: false,
      description: `${active.getAttribute('role') ?? active.tagName.toLowerCase()} "${name}"${shown === active ? '' : ' (through its label)'}`,
      outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
      visible:
        style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent && shownBox.width > 1 && shownBox.height > 1,
    };
  });
}

/** Fails unless focus is on an element, not the body, and that element shows a visible focus indicator. */
export async function expectVisibleFocus(page: Page) {
  const focus = await readFocus(page);
  expect(focus.onBody, 'focus fell back to the body').toBe(false);
  expect(focus.visible, `no visible focus outline on ${focus.description}: ${focus.outline}`).toBe(true);
}

async function isFocused(target: Locator) {
  return target.evaluateAll((elements) => elements.some((element) => element === document.activeElement));
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking on every stop that focus is
 * visible and never on the body. Fails, naming each stop, if the target is not reached in `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  const stops: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const focus = await readFocus(page);
    stops.push(focus.description);
    expect(focus.onBody, `Tab left focus on the body after: ${stops.join(' → ')}`).toBe(false);
    expect(focus.visible, `no visible focus outline on ${focus.description}: ${focus.outline}`).toBe(true);
  }
  expect(await isFocused(target), `${target} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${stops.join(' → ')}`).toBe(true);
}

/** Tabs to `target` and presses `key` on it (Enter by default). */
export async function activate(page: Page, target: Locator, { key = 'Enter', backwards = false, max = 40 } = {}) {
  await tabTo(page, target, { backwards, max });
  await page.keyboard.press(key);
}

/** Focus is on `target` and shows it: for the control a closed dialog gives focus back to. */
export async function expectFocusOn(target: Locator) {
  await expect(target).toBeFocused();
  await expectVisibleFocus(target.page());
}

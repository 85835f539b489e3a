import { INSTALL_PROMPT_GLOBAL, INSTALL_PROMPT_SCRIPT } from '@/lib/install/install-prompt-script';
import { STORAGE_KEYS } from '@/lib/storage/keys';

const kept = () => (window as unknown as Record<string, unknown>)[INSTALL_PROMPT_GLOBAL];

describe('the head script that keeps the install prompt', () => {
  beforeAll(() => {
    // As the page's <head> runs it, before any bundle.
    new Function(INSTALL_PROMPT_SCRIPT)();
  });

  it('keeps beforeinstallprompt and holds back the browser’s own banner', () => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(kept()).toBe(event);
  });

  it('remembers an install in the card’s storage key and drops the used prompt', () => {
    window.dispatchEvent(new Event('beforeinstallprompt', { cancelable: true }));
    window.dispatchEvent(new Event('appinstalled'));
    expect(kept()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.installCard)).toBe('installed');
  });

  it('is ES5: no arrow functions, let, const or template strings', () => {
    expect(INSTALL_PROMPT_SCRIPT).not.toMatch(/=>|\blet\b|\bconst\b|`/);
  });
});

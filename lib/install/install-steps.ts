// Which way to add the app to the home screen this browser offers when it gives no install prompt.

/** 'android': Chrome's ⋮ menu; 'ios': the Share sheet (every iPhone and iPad browser); 'other': a plain sentence. */
export type InstallSteps = 'android' | 'ios' | 'other';

/**
 * From the browser's user agent. An iPad asking for the desktop site says 'Macintosh' but has a
 * touch screen, so maxTouchPoints tells it apart from a Mac. Android browsers other than Chrome
 * (Firefox, Samsung Internet) name the item differently, so they get the plain sentence.
 */
export function installStepsFor(userAgent: string, maxTouchPoints: number): InstallSteps {
  if (/iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios';
  if (/Android/.test(userAgent) && /Chrome\//.test(userAgent) && !/SamsungBrowser|Firefox|OPR\/|EdgA/.test(userAgent)) return 'android';
  return 'other';
}

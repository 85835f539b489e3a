// A fixed clock for tests that run code reading the machine's clock (a commit stamps its
// operation with Date.now()): only Date is faked, so IndexedDB's and React's timers still run,
// and the test passes whatever day the machine thinks it is.

const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** Sets the machine's clock to `nowMs` for this test; `jest.setSystemTime` moves it on. Undone after each test. */
export function fixClock(nowMs: number): void {
  jest.useFakeTimers({ now: nowMs, doNotFake: [...REAL_TIMERS] });
}

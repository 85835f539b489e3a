import type * as TestingLibrary from '@testing-library/react';

// Issue 33: focus on the exported leaderboard's tabs is not lost when the live board replaces them
// (the preview's elements go, and focus would fall to the page). A player who has moved on keeps
// their place. (Each case starts from a fresh module registry: the live board's code, once loaded,
// is kept for the module's life, and each case needs it not yet loaded. React and the testing
// library come from the same registry, so the hooks find their renderer.)

let act: typeof TestingLibrary.act;
let fireEvent: typeof TestingLibrary.fireEvent;
let screen: typeof TestingLibrary.screen;

async function renderFresh() {
  jest.resetModules();
  const library = await import('@testing-library/react/pure');
  ({ act, fireEvent, screen } = library);
  const { DeferredLeaderboardView: View } = await import('@/components/leaderboard/deferred-leaderboard-view');
  const { LeaderboardPreview: Preview } = await import('@/components/leaderboard/leaderboard-preview');
  const { createElement: h, Fragment } = await import('react');
  // Elements from this registry's React (not the file's JSX), so one React draws them.
  const rendered = library.render(h(Fragment, null, h('button', { type: 'button' }, 'Elsewhere'), h(View, { preview: h(Preview) })));
  afterCleanup = rendered.unmount;
}

let afterCleanup: (() => void) | null = null;
afterEach(() => {
  afterCleanup?.();
  afterCleanup = null;
});

/** Waits for the live board in the preview's place, and for React's effects after it. */
async function liveBoard() {
  await screen.findByRole('table', { name: 'Weekly leaderboard' });
  await act(async () => undefined);
}

it('keeps focus on the selected tab when it was on a preview tab as the live board arrived', async () => {
  await renderFresh();
  screen.getByRole('tab', { name: 'Weekly' }).focus();
  await liveBoard();
  expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
});

it('keeps focus on the panel when it was on the preview’s panel', async () => {
  await renderFresh();
  screen.getByRole('tabpanel').focus();
  await liveBoard();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

it('leaves focus where a player moved it, away from the preview', async () => {
  await renderFresh();
  screen.getByRole('tab', { name: 'Weekly' }).focus();
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  await liveBoard();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});

it('leaves focus on the page when a player tapped away from the preview’s tab onto nothing', async () => {
  await renderFresh();
  screen.getByRole('tab', { name: 'Weekly' }).focus();
  screen.getByRole('tab', { name: 'Weekly' }).blur();
  await liveBoard();
  expect(document.body).toHaveFocus();
});

// fireEvent, not userEvent: the keys must land while the preview stands, and userEvent's awaits let the live board in.
it('leaves a key that is not the tabs’ own, or a tabs’ key with Alt, Ctrl or Meta, to the page', async () => {
  await renderFresh();
  screen.getByRole('tab', { name: 'Weekly' }).focus();
  for (const key of [{ key: 'ArrowDown' }, { key: 'ArrowLeft', altKey: true }, { key: 'End', ctrlKey: true }, { key: 'ArrowRight', metaKey: true }]) {
    expect(fireEvent.keyDown(document.activeElement ?? document.body, key)).toBe(true);
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
  }
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { StorageNotices } from '@/components/layout/storage-notices';
import { quarantineNotice, UNSAVED_NOTICE } from '@/lib/storage/notices';
import { useNoticeStore } from '@/lib/store/notice-store';
import { devanagariShare, inHindi } from '../../i18n/hindi';

const reset = () => {
  sessionStorage.clear();
  useNoticeStore.setState(useNoticeStore.getInitialState(), true);
};

describe('the storage notices', () => {
  beforeEach(reset);

  it('load their words only when a notice is shown, and say it once until dismissed', async () => {
    const user = userEvent.setup();
    render(<StorageNotices />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    act(() => {
      useNoticeStore.getState().addNotice(quarantineNotice(3));
      useNoticeStore.getState().addNotice(quarantineNotice(3));
    });
    const words = await screen.findByText(/^3 parts of your saved game could not be read/);
    expect(words).toHaveTextContent('so they were kept aside in this browser and the rest of your game loaded.');
    expect(screen.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be read/)).toBeNull();
  });

  it('never import the words module in the first load: only a dynamic import() names it', () => {
    const text = readFileSync(join(process.cwd(), 'components/layout/storage-notices.tsx'), 'utf8');
    expect(text).toContain("import('@/lib/store/notice-words')");
    // No static import (`import … from '…notice-words'` or `import '…notice-words'`), not even of a type by name.
    expect(text).not.toMatch(/^\s*import\b[^(]*['"][^'"]*notice-words['"]/m);
    expect(text).not.toMatch(/^\s*export\b[^(]*from\s*['"][^'"]*notice-words['"]/m);
  });
});

describe('the storage notices in Hindi', () => {
  inHindi();
  beforeEach(reset);

  it('say the problem and the dismiss button in Hindi', async () => {
    render(<StorageNotices />);
    act(() => useNoticeStore.getState().addNotice(UNSAVED_NOTICE));
    const words = await screen.findByText(/यह ब्राउज़र PredictoPlay को सेव नहीं करने दे रहा/);
    expect(screen.getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();
    expect(devanagariShare(words.textContent ?? '')).toBeGreaterThan(0.85);
    expect(devanagariShare(screen.getByRole('status').textContent ?? '')).toBeGreaterThan(0.85);
  });
});

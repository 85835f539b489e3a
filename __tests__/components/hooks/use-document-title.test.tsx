import { render, waitFor } from '@testing-library/react';
import { useDocumentTitle } from '@/components/hooks/use-document-title';

function Titled({ title }: { title: string | null }) {
  useDocumentTitle(title);
  return null;
}

describe('useDocumentTitle', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>Prediction · PredictoPlay</title>';
  });

  it('titles the page after its subject and the platform name', () => {
    render(<Titled title="Will it rain?" />);
    expect(document.title).toBe('Will it rain? · PredictoPlay');
  });

  it('leaves the exported title alone while the subject is unknown', () => {
    render(<Titled title={null} />);
    expect(document.title).toBe('Prediction · PredictoPlay');
  });

  it('sets the title again when the head is rewritten later (the exported metadata arriving after the subject)', async () => {
    const { unmount } = render(<Titled title="Will it rain?" />);
    const exported = document.head.querySelector('title') as HTMLTitleElement;
    exported.textContent = 'Prediction · PredictoPlay';
    await waitFor(() => expect(document.title).toBe('Will it rain? · PredictoPlay'));
    unmount();
    exported.textContent = 'Wallet · PredictoPlay';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.title).toBe('Wallet · PredictoPlay');
  });
});

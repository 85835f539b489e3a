import { fitsInQr, QR_MAX_BYTES, whatsAppHref } from '@/lib/display/chat-share';

describe('whatsAppHref', () => {
  it('opens a chat with the message and the link as one encoded text', () => {
    const href = whatsAppHref("Join my league 'Office Cup' on PredictoPlay", 'https://example.test/leagues#join=ab_-C');
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent("Join my league 'Office Cup' on PredictoPlay https://example.test/leagues#join=ab_-C")}`);
    expect(new URL(href).searchParams.get('text')).toBe("Join my league 'Office Cup' on PredictoPlay https://example.test/leagues#join=ab_-C");
  });
});

describe('fitsInQr', () => {
  it('holds a link up to the limit, counted in UTF-8 bytes', () => {
    expect(fitsInQr('a'.repeat(QR_MAX_BYTES))).toBe(true);
    expect(fitsInQr('a'.repeat(QR_MAX_BYTES + 1))).toBe(false);
    expect(fitsInQr('é'.repeat(QR_MAX_BYTES / 2 + 1))).toBe(false);
  });
});

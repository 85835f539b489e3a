import { fileTooLarge, MAX_FILE_BYTES } from '@/lib/files/file-cap';
import { fileTooLargeText } from '@/lib/files/file-words';

describe('the file size cap', () => {
  it('is 5 MB', () => {
    expect(MAX_FILE_BYTES).toBe(5_000_000);
  });

  it('lets a file of up to 5 MB be read, and refuses one byte more with the cap', () => {
    expect(fileTooLarge(0)).toBeNull();
    expect(fileTooLarge(MAX_FILE_BYTES)).toBeNull();
    expect(fileTooLarge(MAX_FILE_BYTES + 1)).toEqual({ reason: 'file-too-large', maxBytes: MAX_FILE_BYTES });
  });

  it('takes a smaller cap where a kind of file has one', () => {
    expect(fileTooLarge(2_000_001, 2_000_000)).toEqual({ reason: 'file-too-large', maxBytes: 2_000_000 });
  });

  it('says the file is too large, the limit, and that nothing was read or changed', () => {
    expect(fileTooLargeText({ reason: 'file-too-large', maxBytes: MAX_FILE_BYTES })).toBe(
      'This file is over 5 MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.',
    );
  });
});

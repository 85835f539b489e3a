// A refused file in words: the same sentence wherever a file is chosen, since nothing was read.

import { formatCount } from '../display/format';
import { account_file_too_large } from '../i18n/paraglide/messages';
import type { FileTooLarge } from './file-cap';

const megabytes = (bytes: number) => formatCount(Math.round(bytes / 1_000_000));

export function fileTooLargeText({ maxBytes }: FileTooLarge): string {
  return account_file_too_large({ megabytes: megabytes(maxBytes) });
}

// A refused file in words: the same sentence wherever a file is chosen, since nothing was read.

import { formatCount } from '../display/format';
import type { FileTooLarge } from './file-cap';

const megabytes = (bytes: number) => formatCount(Math.round(bytes / 1_000_000));

export function fileTooLargeText({ maxBytes }: FileTooLarge): string {
  return `This file is over ${megabytes(maxBytes)} MB, larger than any PredictoPlay file can be. It was not read, and nothing changed.`;
}

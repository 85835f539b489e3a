// Lists a .zip's files from its central directory and takes one file out, inflating it through
// the platform's raw deflate (lib/league/inflate.ts), so no zip library ships. Only stored and
// deflated entries are read; encrypted and zip64 archives are not (a phone's chat export is
// neither). An entry is inflated only up to the caller's limit, whatever size it claims.

import { inflateRaw } from '../inflate';

export type ZipEntry = { name: string; method: number; encrypted: boolean; compressedSize: number; size: number; localOffset: number };

export type ZipEntryResult = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'too-large' | 'malformed' };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const END_SIZE = 22;
const LONGEST_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function endOfDirectory(view: DataView): number | null {
  const lowest = Math.max(0, view.byteLength - END_SIZE - LONGEST_COMMENT);
  for (let at = view.byteLength - END_SIZE; at >= lowest; at -= 1) if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  return null;
}

/** The files of a .zip, in directory order, or null when the bytes are no zip this can read. */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = viewOf(bytes);
  const end = endOfDirectory(view);
  if (end === null) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > end) return null;
    entries.push({
      name: names.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      encrypted: (view.getUint16(at + 8, true) & 1) === 1,
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at = next;
  }
  return entries;
}

/** One entry's bytes, 'too-large' past `limit` (checked while inflating), 'malformed' for what can't be read. */
export async function readZipEntry(bytes: Uint8Array, entry: ZipEntry, limit: number): Promise<ZipEntryResult> {
  if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) return { ok: false, reason: 'malformed' };
  if (entry.size > limit) return { ok: false, reason: 'too-large' };
  const view = viewOf(bytes);
  const local = entry.localOffset;
  if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_ENTRY) return { ok: false, reason: 'malformed' };
  const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + entry.compressedSize > bytes.length) return { ok: false, reason: 'malformed' };
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (entry.method === STORED) return data.length > limit ? { ok: false, reason: 'too-large' } : { ok: true, bytes: data };
  return inflateRaw(data, limit);
}

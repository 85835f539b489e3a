// Raw deflate through the platform's CompressionStream and DecompressionStream (Node 20 and
// every current browser), so no compression library ships. Inflating reads chunk by chunk and
// stops past its limit, so a small hostile body never becomes more than the limit in memory.

export const MAX_INFLATED_BYTES = 1024 * 1024;

export type InflateResult = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' | 'malformed' };

type Collected = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too-large' };

function pipeThrough(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): ReadableStreamDefaultReader<Uint8Array> {
  const writer = stream.writable.getWriter();
  // Written while the other end is read, or a large input would stall on backpressure. A corrupt
  // input or a reader that gave up rejects these too; the reader reports that, so they are swallowed.
  writer
    .write(new Uint8Array(bytes))
    .then(() => writer.close())
    .catch(() => undefined);
  return stream.readable.getReader();
}

/** Reads every chunk, or stops (and cancels the stream) as soon as the total passes `limit`. */
async function collect(reader: ReadableStreamDefaultReader<Uint8Array>, limit: number): Promise<Collected> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const result = await collect(pipeThrough(bytes, new CompressionStream('deflate-raw')), Number.POSITIVE_INFINITY);
  if (!result.ok) throw new Error('Deflating cannot exceed an infinite limit');
  return result.bytes;
}

/** The inflated bytes, 'too-large' past `limit`, or 'malformed' when the input is not raw deflate. */
export async function inflateRaw(bytes: Uint8Array, limit = MAX_INFLATED_BYTES): Promise<InflateResult> {
  try {
    return await collect(pipeThrough(bytes, new DecompressionStream('deflate-raw')), limit);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

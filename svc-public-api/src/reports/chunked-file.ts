import { Writable } from 'node:stream';
import type { ReportStore } from '../models/report-store';

const CHUNK_BYTES = 1024 * 1024;

/** A stream that stores what is written to it as a download's chunks of 1 MB; `size()` is the bytes stored. */
export function chunkWriter(store: ReportStore, downloadId: string) {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let n = 0;
  let size = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    size += data.length;
    await store.DownloadChunk.create({ downloadId, n: n++, data });
  };
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes < CHUNK_BYTES) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => done(), done);
    },
  });
  return { stream, size: () => size };
}

/** The stored file, chunk by chunk, in order. */
export async function* storedChunks(store: ReportStore, downloadId: string): AsyncGenerator<Buffer> {
  for await (const chunk of store.DownloadChunk.find({ downloadId }).sort({ n: 1 }).lean().cursor({ batchSize: 4 })) {
    // Read lean, the bytes come as the driver's Binary (its `buffer`), not a Buffer.
    const data = chunk.data as Buffer | { buffer: Uint8Array };
    yield Buffer.isBuffer(data) ? data : Buffer.from(data.buffer);
  }
}

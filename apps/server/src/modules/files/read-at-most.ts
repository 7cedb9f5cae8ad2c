import type { Readable } from 'node:stream';

/**
 * The whole stream, or null as soon as it passes `limit` bytes. The rest is left unread (not destroyed:
 * the request's socket still has to carry the 413 answer).
 */
export function readAtMost(stream: Readable | undefined, limit: number): Promise<Uint8Array | null> {
  if (!stream) return Promise.resolve(new Uint8Array());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += buffer.length;
      if (total > limit) {
        stop();
        stream.pause();
        resolve(null);
      } else {
        chunks.push(buffer);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

import SonicBoom from 'sonic-boom';

/**
 * Where the server's log lines go: standard output, written asynchronously with a bounded buffer.
 * A reader that stalls (a supervisor that stopped reading its pipe) must never block a request
 * or the shutdown, so once the buffer is full further lines are dropped and counted instead.
 * Built directly rather than with pino.destination(): that one registers an exit hook that
 * flushes synchronously and, on a full non-blocking pipe, retries forever.
 */
export function createLogDestination(options: { fd?: number; maxBufferBytes?: number } = {}) {
  let droppedLines = 0;
  const stream = new SonicBoom({
    fd: options.fd ?? 1,
    sync: false,
    maxLength: options.maxBufferBytes ?? 4 * 1024 * 1024,
  });
  stream.on('drop', () => {
    droppedLines++;
  });
  // The reader went away (EPIPE): nobody is left to read the logs; that is no reason to stop serving.
  stream.on('error', () => {});

  const pending = () => (stream as unknown as { _len: number })._len > 0;

  return {
    stream,
    droppedLines: () => droppedLines,
    /** Waits until buffered lines are written, or `withinMs` has passed: a stalled reader loses them. */
    drain(withinMs: number): Promise<void> {
      if (!pending()) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, withinMs);
        stream.once('drain', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

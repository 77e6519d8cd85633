import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveEvents } from './live-events';

const heartbeatMs = 25_000;
declare module 'fastify' {
  interface FastifyInstance {
    /** Ends of the open event streams (plugins inherit the root's set). */
    liveStreams: Set<() => void>;
  }
}

/** Ends every open stream when the server closes, so a shutdown never waits on a browser tab. */
export function registerLiveStreams(app: FastifyInstance) {
  const streams = new Set<() => void>();
  app.decorate('liveStreams', streams);
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
}

/**
 * Answers with a Server-Sent Events stream that says `change` (with the topic) whenever one of
 * the topics changes. The screen then refetches what it shows; data never rides on the stream.
 */
export function streamLiveEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveEvents,
  topics: Record<string, string>,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  res.write('retry: 3000\n\n');
  const unsubscribe = Object.entries(topics).map(([name, topic]) =>
    live.subscribe(topic, () => res.write(`event: change\ndata: ${JSON.stringify({ topic: name })}\n\n`)),
  );
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), heartbeatMs);
  heartbeat.unref();
  const streams = app.liveStreams;
  const end = () => {
    clearInterval(heartbeat);
    for (const off of unsubscribe) off();
    streams.delete(end);
    if (!res.writableEnded) res.end();
  };
  streams.add(end);
  request.raw.on('close', end);
}

/**
 * An ETag from the versions of the topics a read depends on, the caller and the address. When the
 * browser already holds it, answers 304 and true: the read is skipped without touching the database.
 */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  live: LiveEvents,
  topics: string[],
): boolean {
  const key = `${request.user?.id ?? 'anonymous'}|${request.url}|${topics.map((t) => live.version(t)).join(',')}`;
  const tag = `W/"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag);
  // Cached by this browser only, and always revalidated: the ETag makes the revalidation cheap.
  reply.header('cache-control', 'private, no-cache');
  if (request.headers['if-none-match'] === tag) {
    reply.code(304).send();
    return true;
  }
  return false;
}

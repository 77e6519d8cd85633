import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { lazyRequestLogger } from './lazy-request-logger';

/** A server whose log lines are kept, with the app's own child-logger factory. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const app = Fastify({
    logger: {
      level,
      redact: { paths: ['*.password'], censor: '[redacted]' },
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
    genReqId: () => 'req-fixed',
    childLoggerFactory: lazyRequestLogger,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/info', async (request) => {
    request.log.info({ user: { password: 'hunter2' } }, 'noted');
    return { ok: true };
  });
  app.get('/nested', async (request) => {
    request.log.child({ module: 'inner' }).warn('from a child');
    return { ok: true };
  });
  app.get('/route-level', { logLevel: 'error' }, async (request) => {
    request.log.warn('below the route level');
    request.log.error('at the route level');
    return { level: request.log.level };
  });
  await app.ready();
  return { app, lines, messages: () => lines.map((l) => l.msg) };
}

describe('lazy request logger', () => {
  it('writes what pino would write, with the request id, the redaction and the request lines', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ url: '/info' });
    const noted = lines.find((l) => l.msg === 'noted');
    expect(noted).toMatchObject({ reqId: 'req-fixed', level: 30, user: { password: '[redacted]' } });
    expect(lines.map((l) => l.msg)).toEqual(['incoming request', 'noted', 'request completed']);
    expect(lines.every((l) => l.reqId === 'req-fixed')).toBe(true);
    await app.close();
  });

  it('writes nothing below the level and still writes above it', async () => {
    const { app, messages } = await serverLoggingAt('warn');
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/info' });
    expect(messages()).toEqual([]);
    await app.inject({ url: '/nested' });
    expect(messages()).toEqual(['from a child']);
    await app.close();
  });

  it("keeps a child's bindings and a route's own level", async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ url: '/nested' });
    expect(lines.find((l) => l.msg === 'from a child')).toMatchObject({
      reqId: 'req-fixed',
      module: 'inner',
    });
    const res = await app.inject({ url: '/route-level' });
    expect(res.json()).toEqual({ level: 'error' });
    expect(lines.map((l) => l.msg)).not.toContain('below the route level');
    expect(lines.find((l) => l.msg === 'at the route level')).toMatchObject({
      reqId: 'req-fixed',
      level: 50,
    });
    await app.close();
  });

  it('makes no child logger for a request that writes nothing', async () => {
    const { app } = await serverLoggingAt('warn');
    const child = vi.spyOn(app.log, 'child');
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/info' });
    expect(child).not.toHaveBeenCalled();
    await app.inject({ url: '/nested' });
    // The request's own child first (pino's children inherit the spied method, so the nested one counts too).
    expect(child.mock.calls[0]?.[0]).toEqual({ reqId: 'req-fixed' });
    await app.close();
  });
});

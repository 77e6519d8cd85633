import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/** Serves the built web app: hashed assets cached forever, brotli/gzip variants when present. */
export async function registerSpaStatic(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      preCompressed: true,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // `/` is a directory to the static handler (403 without an index); it is the app's page.
    app.get('/', (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html'),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/api');
    if (wantsPage && hasWeb) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, or `npm start`, which builds it.');
    }
    return reply.status(404).send(errorBody('NOT_FOUND', `No route for ${request.method} ${url}`));
  });
}

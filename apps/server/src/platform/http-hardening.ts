import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { Redis } from 'ioredis';
import { AppError } from './errors';

/**
 * Helmet's headers for these options, computed once: they are the same for every response, and
 * running helmet's middleware per request cost a tenth of a simple read.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, res as never, () => {});
  return headers;
}

// Stripe.js, its card frames and its API, as Stripe documents them for a CSP; allowed only when Stripe
// takes the cards, so a deployment on the built-in processor loads no outside script at all.
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
  img: ['https://*.stripe.com'],
};

const hsts = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/**
 * What an answer of the JSON API needs, and no more: it is never a document, so it can load nothing
 * (`default-src 'none'`; plugins, frames and a base URL named too, so that no reader has to know
 * the fallback rules), may not be framed, sniffed into HTML or read by another site (CORP), sends no referrer, and is never cached (no-store, which answers of the API
 * may replace for their own). The page-only headers stay on pages, where they act: X-Frame-Options
 * (frame-ancestors says the same to every current browser), Cross-Origin-Opener-Policy and
 * Origin-Agent-Cluster (properties of a browsing context), X-DNS-Prefetch-Control (links in HTML),
 * X-Download-Options (IE8 opening HTML downloads), X-Permitted-Cross-Domain-Policies (Flash and
 * Acrobat policy files) and X-XSS-Protection (the retired XSS auditor, for HTML). Fewer headers
 * are fewer bytes and checks on every answer of every signed-in read.
 */
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none'; object-src 'none'; frame-src 'none'; base-uri 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/** The API's own answers; its documentation (`/api/docs`) is pages. */
const isApiUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

function securityHeaderSets(pageHeaders: Record<string, string>) {
  return {
    page: { http: pageHeaders, https: { ...pageHeaders, ...hsts } },
    api: { http: apiSecurityHeaders, https: { ...apiSecurityHeaders, ...hsts } },
  };
}

/** Security headers, a CSP that fits the SPA, and rate limits shared through Redis when configured. */
export async function registerHttpHardening(
  app: FastifyInstance,
  opts: { redisUrl?: string; redisKeyPrefix: string; stripe: boolean },
) {
  const outside = opts.stripe ? stripeSources : { script: [], frame: [], connect: [], img: [] };
  const pageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...outside.script],
        // Mantine writes its CSS variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...outside.img],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...outside.connect],
        frameSrc: outside.frame.length ? outside.frame : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // HSTS only means something over HTTPS; it is added per request below.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const sets = securityHeaderSets(pageHeaders);
  // Set when the request arrives rather than in an onSend hook: the headers are known already, and
  // each async hook costs a promise per request on every read. One precomputed object per kind of
  // answer (page or JSON, with or without HSTS), set in one call.
  app.addHook('onRequest', (request, reply, done) => {
    const kind = isApiUrl(request.url) ? sets.api : sets.page;
    reply.headers(request.protocol === 'https' ? kind.https : kind.http);
    done();
  });

  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${opts.redisKeyPrefix}rl:`,
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
    // Thrown by the plugin, so it goes through the error handler like any other AppError.
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
  if (redis) app.addHook('onClose', async () => void redis.quit());
}

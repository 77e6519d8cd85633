import {
  csrfHeader,
  csrfHeaderValue,
  secureSessionCookieName,
  sessionCookieName,
} from '@app/contracts/auth.contract';
import { apiError } from '@app/contracts/common/api-error';
import { eventStream, pdfFile } from '@app/contracts/common/files';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The tags of the API, in the order the docs show them; every route names one of these. */
export const apiTags = [
  { name: 'health', description: 'Liveness, readiness, and public facts about this deployment' },
  { name: 'auth', description: 'Signing in and out, password changes, and the admins’ second factor' },
  { name: 'users', description: 'Profiles: the signed-in person’s own, and any user’s for an admin' },
  { name: 'billing', description: 'Plans, CROA agreements, subscriptions, payment methods and invoices' },
  { name: 'credit reports', description: 'Credit reports and score history' },
  { name: 'credit issues', description: 'Negative items found on a person’s credit reports' },
  { name: 'disputes', description: 'Dispute letters: drafting, the consumer’s approval, follow-ups' },
  { name: 'mail tracking', description: 'Certified mail of approved letters: tracking numbers and delivery' },
  {
    name: 'certified mail',
    description:
      'Approved letters printed and mailed certified by a print-and-mail provider, tracked, and proven',
  },
  { name: 'bureau responses', description: 'Bureau answers to disputes, their analysis, and the next round' },
  {
    name: 'bureau answer letters',
    description: 'A bureau’s results letter uploaded, read into per-item results and confirmed by a person',
  },
  {
    name: 'dispute outcomes',
    description: 'What each letter achieved: the append-only outcome ledger, read only',
  },
  { name: 'AI tools', description: 'Letter writing, credit analysis and the score simulator' },
  {
    name: 'credit monitoring',
    description: 'Experian connect with written authorisation, monitoring connections and their syncs',
  },
  { name: 'credit goals', description: 'The person’s target credit score' },
  { name: 'credit building', description: 'Actions that build credit, and their progress' },
  { name: 'learning center', description: 'Educational articles' },
  { name: 'leads', description: 'The public site’s lead form' },
  {
    name: 'admin: clients',
    description: 'Admin portal: creating clients, access levels, summaries, activity',
  },
  { name: 'admin: leads', description: 'Admin portal: the leads of the public site' },
  {
    name: 'admin: beta testing',
    description: 'Admin Dashboard: access codes, counters, test users, client profiles, feedback, analytics',
  },
  { name: 'beta access', description: 'Redeeming a beta access code' },
  { name: 'feedback', description: 'Feedback on the beta features' },
  { name: 'impersonation', description: 'Test as Client: an admin’s audited session as a client' },
  {
    name: 'client-import',
    description: 'Clients brought over from another system’s CSV export, and the client list exported as CSV',
  },
  {
    name: 'sensitive-access',
    description: 'A client’s full sensitive data revealed with a reason, and the log of who saw what and why',
  },
  { name: 'admin: credit report uploads', description: 'Admin portal: uploaded credit report files' },
  {
    name: 'admin: credit profiles',
    description: 'Admin portal: clients’ monitoring connections and credit files',
  },
  { name: 'admin: analytics', description: 'Admin portal: figures over all clients' },
  { name: 'support', description: 'The support chat (signed in or anonymous), tickets and help articles' },
  {
    name: 'admin: support',
    description: 'Support Center: figures, conversations, tickets and the knowledge base',
  },
  { name: 'secure chat', description: 'Secure Chat between a client and the credit specialists' },
  { name: 'credit utilization', description: 'Credit cards, utilization alerts and the pay-down plan' },
  { name: 'loan readiness', description: 'The financial profile and loan readiness assessments' },
  {
    name: 'credit mix',
    description: 'The mix of account kinds and the kinds of product that would improve it',
  },
  {
    name: 'identity theft',
    description: 'The identity theft scan of what the person marked on their file, and the recovery case',
  },
  { name: 'business credit', description: 'Business credit eligibility from the person’s score' },
  { name: 'tax software', description: 'Tax software linked per tax year and the income it verifies' },
  { name: 'employment', description: 'The employment history and how each job is verified' },
  {
    name: 'rent reporting',
    description: 'Rent and utility reporting services, and the person’s recorded choice',
  },
  {
    name: 'bank connections',
    description: 'Bank accounts connected after an e-mailed code, their balances and suggestions',
  },
  {
    name: 'documents',
    description: 'The document vault: uploads, text read from them, smart and custom tags, search',
  },
  { name: 'admin: documents', description: 'Admin portal: reviewing a client’s documents' },
  { name: 'ai assistant', description: 'The AI Assistant conversation, its attachments and drafted letters' },
  { name: 'onboarding', description: 'Onboarding steps, experience points, levels and badges' },
  { name: 'student loans', description: 'Student loans, negotiations with servicers and their letters' },
  { name: 'admin: work queue', description: 'Admin portal: everything waiting across all clients' },
  {
    name: 'next steps and notices',
    description:
      'What needs the person now, their e-mail notice choices, the unsubscribe link, document requests',
  },
  { name: 'admin: mail', description: 'Admin portal: mail kept in the outbox when no SMTP server is set' },
  {
    name: 'admin: organization',
    description: 'Admin portal: the company’s own branding, CROA details, logo and client limit',
  },
  {
    name: 'platform operator',
    description: 'The platform’s own admins: every organization, suspension, and access granted by owners',
  },
  {
    name: 'admin: operator access',
    description: 'Admin portal: the owner’s time-limited grants to the platform operator, and their uses',
  },
  {
    name: 'company sign-up',
    description: 'White Label sign-up: a verified address, the company and its owner',
  },
  {
    name: 'team',
    description:
      'A company’s team: the Owner’s invitations, roles and deactivations, and clients given to specialists',
  },
] as const;

// A route's own `.describe()` on an error schema wins over these.
const statusDescriptions: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  304: 'Not modified: the ETag sent in `if-none-match` is still current (no body)',
  400: 'Invalid input; `details` names the fields at fault',
  401: 'Not signed in, or the session has ended',
  402: 'The payment failed',
  403: 'Refused: missing permission, second factor or password change pending, or a cross-site request',
  404: 'Not found, or not the caller’s to see',
  409: 'Not possible in the record’s current state',
  413: 'Request body too large',
  422: 'The input is well-formed but cannot be used',
  429: 'Too many requests; try again later',
  502: 'An outside provider failed; try again later',
  503: 'Temporarily unavailable; retry after the `retry-after` header',
  default: 'Any other error (such as 415 or 503) in the same shape',
};

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the platform itself may answer for a route, whatever its handler does: access, input, limits. */
function platformErrors(route: RouteOptions, schema: FastifySchema): Record<string, string | undefined> {
  const statuses: number[] = [];
  const access = route.config?.access;
  if (schema.body || schema.params || schema.querystring) statuses.push(400);
  if (access !== 'public') statuses.push(401, 403);
  if (schema.params) statuses.push(404);
  if (schema.body) statuses.push(413);
  if (route.config?.rateLimit) statuses.push(429);
  const errors = Object.fromEntries(statuses.map((status) => [status, statusDescriptions[status]]));
  if (access === 'public' && [route.method].flat().some((m) => unsafeMethods.has(m))) {
    // A session cookie sent without the CSRF header is refused even where no session is needed.
    errors[403] = `Cross-site request refused: a session cookie came without the ${csrfHeader} header`;
  }
  return errors;
}

function accessNote(access: string | undefined): string {
  if (access === 'public') return 'Public: no session is needed.';
  if (access === 'authenticated') return 'Needs a signed-in session.';
  if (access === 'admin') return 'Admins only.';
  return `Needs a session with the \`${access}\` permission.`;
}

const pdfResponse = {
  description: 'The PDF file, as a download',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  headers: {
    'content-disposition': { type: 'string', description: 'attachment; filename="<name>.pdf"' },
  },
};

const eventStreamResponse = {
  description:
    'A Server-Sent Events stream: `event: change` whenever what it follows changed; the client then reads again',
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The error schema itself, or a copy of it that only adds a description (`apiError.describe(...)`). */
const isApiError = (schema: unknown): schema is z.ZodType =>
  schema === apiError || (schema as z.ZodType | undefined)?._zod?.parent === apiError;
const apiErrorRef = '#/components/schemas/ApiError';

/**
 * One operation of the document: the route's own schema, plus what every route shares (the error
 * answers of access checks, validation and limits, the access policy, the security schemes).
 */
function documentOperation(input: TransformInput) {
  const { schema, route, url } = input;
  // The web app's pages are served beside the API; they are not part of it.
  if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
  if (!schema || schema.hide) return jsonSchemaTransform(input);
  const access = route.config?.access;
  const added = platformErrors(route, schema);
  const response: Record<string, unknown> = {
    ...Object.fromEntries(Object.keys(added).map((status) => [status, apiError])),
    ...(schema.response as Record<string, unknown> | undefined),
    default: apiError,
  };
  const documented = jsonSchemaTransform({
    ...input,
    schema: {
      ...schema,
      response,
      description: [schema.description, accessNote(access)].filter(Boolean).join('\n\n'),
      ...(access === 'public' ? {} : { security: [{ bearer: [] }, { sessionCookie: [] }] }),
    },
  });
  const out = documented.schema.response as Record<string, Record<string, unknown>>;
  for (const [status, declared] of Object.entries(response)) {
    if (declared === pdfFile) out[status] = pdfResponse;
    else if (declared === eventStream) out[status] = eventStreamResponse;
    else if (isApiError(declared)) {
      // One shared schema, so a client generator makes one error type, not one per answer.
      const description =
        z.globalRegistry.get(declared)?.description ?? added[status] ?? statusDescriptions[status];
      out[status] = { $ref: apiErrorRef, description };
    } else if (!out[status]?.description) {
      out[status] = { ...out[status], 'x-response-description': statusDescriptions[status] };
    }
  }
  return documented;
}

/** The OpenAPI document at /api/docs/json and its browser at /api/docs. */
export async function registerApiDocs(
  app: FastifyInstance,
  opts: { contact: { name: string; email: string } },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Credit Repair API',
        version: '1.0.0',
        description:
          'The API of the credit repair platform: the client portal, the admin portal and the public site. ' +
          'Errors answer `{ "error": { "code", "message", "details"? } }`. Sign in with `POST /api/auth/login`, ' +
          'then send its token as a bearer token (API clients), or rely on the session cookie it sets ' +
          `(browsers; unsafe methods then also need the \`${csrfHeader}: ${csrfHeaderValue}\` header).`,
        contact: opts.contact,
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: [...apiTags],
      components: {
        schemas: { ApiError: z.toJSONSchema(apiError, { target: 'openapi-3.0' }) as Record<string, unknown> },
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The token of the login response' },
          sessionCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: sessionCookieName,
            description: `The httpOnly cookie set at login (named ${secureSessionCookieName} over HTTPS); unsafe methods also need the ${csrfHeader} header`,
          },
        },
      },
    },
    transform: documentOperation,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

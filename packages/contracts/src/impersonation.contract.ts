import { z } from 'zod';
import { sensitiveReason } from './sensitive-access.contract';

/** 'Test as Client' is a separate, short, audited session. */
export const impersonationLimits = { minutes: 30 } as const;

export const impersonationMessages = {
  needsSecondFactor: 'Test as Client needs a session signed in with two-factor authentication',
  noNesting: 'You are already testing as a client; return to admin first',
  adminTarget: 'Test as Client works for client accounts only, not admins',
  notImpersonating: 'This session is not testing as a client',
  /**
   * The acts the law or safety reserves for the consumer, each with the plain refusal a 'Test as
   * Client' session gets. Every changing route names one of them (or none) in its config.
   */
  reserved: {
    approval:
      'While testing as a client you cannot approve a letter or sign an attestation: only the client can.',
    agreement: 'While testing as a client you cannot sign or cancel an agreement: only the client can.',
    authorisation:
      'While testing as a client you cannot give, use or withdraw the client’s authorisation to pull a credit file or link an account: only the client can (FCRA §604).',
    identityTheft:
      'While testing as a client you cannot file or withdraw identity theft or fraud statements: only the client can.',
    contactDetails:
      'While testing as a client you cannot change the client’s name, mailing address, phone, e-mail or date of birth: only the client can.',
    notices:
      'While testing as a client you cannot change which notices the client receives: only the client can.',
    payment: 'While testing as a client you cannot change payment methods or the subscription.',
    credentials:
      'While testing as a client you cannot change the password, e-mail or two-factor settings of the account.',
  },
} as const;
/** Why a route is the consumer's own act; `false` in a route's config: an admin testing may do it. */
export type ConsumerAct = keyof typeof impersonationMessages.reserved;

/** POST /api/admin/impersonation: the client, and why the professional looks through their eyes. */
export const startImpersonationRequest = z
  .object({ userId: z.number().int().positive(), reason: sensitiveReason })
  .strict();
export type StartImpersonationRequest = z.infer<typeof startImpersonationRequest>;

/** GET /api/impersonation: what the banner shows; `active: false` in an ordinary session. */
export const impersonationStatus = z.object({
  active: z.boolean(),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  admin: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  expiresAt: z.string().nullable(),
});
export type ImpersonationStatus = z.infer<typeof impersonationStatus>;

/** The new session's token serves API clients; the browser gets it as its cookie. */
export const startImpersonationResponse = impersonationStatus.extend({ token: z.string() });

/** Return to admin: whether the admin's own session was still there to go back to. */
export const endImpersonationResponse = z.object({
  returnedToAdmin: z.boolean(),
  token: z.string().nullable(),
});

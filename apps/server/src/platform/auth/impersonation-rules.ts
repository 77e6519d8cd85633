import { impersonationMessages, type ReservedReason } from '@app/contracts/impersonation.contract';

/**
 * The acts the law or safety reserves for the person themselves: refused in a 'Test as Client'
 * session, whichever module serves them. One table, read by the access policy; every entry must
 * name a registered route (checked at start), so a renamed route cannot slip out of it.
 */
const reservedForThePerson: ReadonlyArray<{ method: string; url: string; reason: ReservedReason }> = [
  { method: 'POST', url: '/api/disputes/:id/approve', reason: 'approval' },
  { method: 'POST', url: '/api/disputes/approve', reason: 'approval' },
  { method: 'POST', url: '/api/agreements', reason: 'agreement' },
  { method: 'POST', url: '/api/auth/reset-password', reason: 'credentials' },
  { method: 'POST', url: '/api/auth/mfa/enrollment', reason: 'credentials' },
  { method: 'POST', url: '/api/auth/mfa/enrollment/confirm', reason: 'credentials' },
  { method: 'POST', url: '/api/stripe/subscription', reason: 'payment' },
  { method: 'DELETE', url: '/api/stripe/subscription', reason: 'payment' },
  { method: 'DELETE', url: '/api/stripe/payment-methods/:id', reason: 'payment' },
  { method: 'POST', url: '/api/payments/test-mode/confirm-setup', reason: 'payment' },
  { method: 'POST', url: '/api/payments/test-mode/complete-authentication', reason: 'payment' },
  { method: 'POST', url: '/api/experian/connect', reason: 'authorisation' },
];

/**
 * Routes other engineers may add later fall under the same rule by their words: anything that signs,
 * approves, attests or cancels an agreement, or touches a password, e-mail, MFA or payment method.
 */
const reservedPatterns: ReadonlyArray<{ pattern: RegExp; reason: ReservedReason }> = [
  { pattern: /\/(approve|attest|attestation)(\/|$)/, reason: 'approval' },
  { pattern: /\/agreements(\/[^/]+)?\/(sign|cancel)(\/|$)/, reason: 'agreement' },
  { pattern: /\/(password|email|mfa)(\/|$)|change-password|change-email/, reason: 'credentials' },
  { pattern: /payment-methods|\/billing\/(cards?|methods?)/, reason: 'payment' },
];

const unsafe = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Why a 'Test as Client' session may not do this, or null when it may. */
export function reservedReason(method: string, url: string): string | null {
  if (!unsafe.has(method)) return null;
  const listed = reservedForThePerson.find((r) => r.method === method && r.url === url);
  const reason = listed?.reason ?? reservedPatterns.find((r) => r.pattern.test(url))?.reason;
  return reason ? impersonationMessages.reserved[reason] : null;
}

/** Called once every module is registered: each reserved act names a route that exists. */
export function assertReservedRoutesExist(declared: ReadonlyArray<{ method: string; url: string }>) {
  for (const r of reservedForThePerson) {
    if (!declared.some((d) => d.method === r.method && d.url === r.url)) {
      throw new Error(`Reserved act ${r.method} ${r.url} names no registered route`);
    }
  }
}

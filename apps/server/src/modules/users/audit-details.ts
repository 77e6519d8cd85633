/** Keys whose values are never shown, whatever module wrote the entry. */
const secretKey = /password|token|secret|ssn|social|account.?number|card|cvc|cvv|credential|code/i;

/**
 * An audit entry's details as an admin may read them: secret-looking keys are dropped at any
 * depth, so a careless `details` elsewhere cannot put a credential on screen.
 */
export function withoutSecrets(details: unknown): Record<string, unknown> | null {
  if (!details || typeof details !== 'object' || Array.isArray(details)) return null;
  return strip(details as Record<string, unknown>);
}

function strip(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (secretKey.test(key)) continue;
    out[key] = v && typeof v === 'object' && !Array.isArray(v) ? strip(v as Record<string, unknown>) : v;
  }
  return out;
}

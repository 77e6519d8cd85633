// Zod-free: the audit log's wording reads these.

/**
 * The data a professional sees only on purpose: the full value is answered once, after a "Reveal"
 * with a reason, and the reveal is written to the audit log. Ordinary answers carry the last 4 or
 * nothing.
 */
export const sensitiveFields = ['ssn', 'dateOfBirth', 'accountNumber', 'monitoringCredential'] as const;
export type SensitiveField = (typeof sensitiveFields)[number];

export const sensitiveFieldLabels: Record<SensitiveField, string> = {
  ssn: 'Social Security number',
  dateOfBirth: 'Date of birth',
  accountNumber: 'Account number',
  monitoringCredential: 'Credit monitoring password',
};

/** Fields that belong to one record of the client (a negative item, a monitoring connection). */
export const fieldsNamingAnItem: readonly SensitiveField[] = ['accountNumber', 'monitoringCredential'];

/** Why a professional opens a client's sensitive data, exports the clients or tests as a client. */
export const sensitiveReasons = [
  'DISPUTE_LETTER',
  'VERIFY_IDENTITY',
  'BUREAU_REQUEST',
  'CLIENT_ASKED',
  'CLIENT_SUPPORT',
] as const;
export type SensitiveReason = (typeof sensitiveReasons)[number];

export const sensitiveReasonLabels: Record<SensitiveReason, string> = {
  DISPUTE_LETTER: 'Writing a dispute letter',
  VERIFY_IDENTITY: 'Verifying identity with the client',
  BUREAU_REQUEST: 'Bureau or furnisher request',
  CLIENT_ASKED: 'Client asked for it',
  CLIENT_SUPPORT: 'Helping the client with their account',
};

/** The acts the Sensitive access page lists. */
export const sensitiveActs = ['reveal', 'export', 'testAsClient'] as const;
export type SensitiveAct = (typeof sensitiveActs)[number];
export const sensitiveActLabels: Record<SensitiveAct, string> = {
  reveal: 'Revealed',
  export: 'Exported the client list',
  testAsClient: 'Tested as the client',
};

/** The audit entries the Sensitive access page lists, by the act each records. */
export const sensitiveAccessActions = {
  'sensitive.revealed': 'reveal',
  'clients.exported': 'export',
  'impersonation.started': 'testAsClient',
} as const satisfies Record<string, SensitiveAct>;

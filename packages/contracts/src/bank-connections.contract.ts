import { z } from 'zod';
import { isAbaRoutingNumber } from './aba-routing';
import { bodyUserId } from './common/params';
import { personLine } from './common/person-text';
import { priority } from './common/priority';

export const bankAccountTypes = ['CHECKING', 'SAVINGS', 'CREDIT'] as const;
export type BankAccountType = (typeof bankAccountTypes)[number];
export const bankAccountTypeLabels: Record<BankAccountType, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  CREDIT: 'Credit',
};
export const bankConnectionStatuses = ['CONNECTED', 'PENDING', 'ERROR'] as const;
export type BankConnectionStatus = (typeof bankConnectionStatuses)[number];

/** The code has exactly 6 characters; 10 wrong ones lock the attempt. */
export const verificationCodeLength = 6;
export const maxWrongVerificationCodes = 10;
export const verificationCodeMinutes = 15;
/** Codes one person may ask for in an hour: each is an e-mail. */
export const verificationCodesPerHour = 5;

export const bankMessages = {
  bankName: 'Bank name is required',
  accountType: 'Account type is required',
  routingNumber: 'Enter the 9-digit routing number from your checks: this one fails its check digit',
  accountNumber: 'Enter only the last 4 digits of the account number',
  code: `Enter the ${verificationCodeLength}-character code we e-mailed you`,
  codeMismatch: 'That code does not match the one we e-mailed you',
  locked: `${maxWrongVerificationCodes} wrong codes: this attempt is locked. Send a new code to start again.`,
  expired: 'This code has expired. Send a new code.',
  verificationFirst: 'Verify the code we e-mailed you first',
  tooManyCodes: `You asked for ${verificationCodesPerHour} codes in the last hour. Try again later.`,
  simulated: 'Simulated bank link (no bank connected)',
  connected: 'Account Connected',
  synced: 'Balances Refreshed',
  removed: 'Account Removed',
} as const;

const trimmedText = (message: string) => z.string({ error: message }).trim().min(1, message).max(80, message);

/** Empty or absent means not given (only bank name and account type are required). */
const routingNumber = z
  .union([z.literal(''), z.string().refine(isAbaRoutingNumber, bankMessages.routingNumber)], {
    error: bankMessages.routingNumber,
  })
  .nullish();
/** Only the last 4 digits are ever taken or stored. */
const accountLast4 = z
  .union([z.literal(''), z.string().regex(/^\d{4}$/, bankMessages.accountNumber)], {
    error: bankMessages.accountNumber,
  })
  .nullish();

export const sendBankCodeRequest = z.object({ userId: bodyUserId }).strict();
export const checkBankCodeRequest = z
  .object({
    code: z.string({ error: bankMessages.code }).trim().length(verificationCodeLength, bankMessages.code),
  })
  .strict();
export type CheckBankCodeRequest = z.infer<typeof checkBankCodeRequest>;

export const bankVerification = z.object({
  id: z.number().int(),
  /** The address the code went to, partly hidden (j•••@example.com). */
  sentTo: z.string(),
  expiresAt: z.iso.datetime(),
  verified: z.boolean(),
  attemptsLeft: z.number().int(),
});
export type BankVerification = z.infer<typeof bankVerification>;

/** The Add Account form: also what POST /api/bank-account-connections takes, with the verification's id. */
export const bankAccountForm = z.object({
  bankName: personLine(trimmedText(bankMessages.bankName), 'The bank name'),
  accountType: z.enum(bankAccountTypes, { error: bankMessages.accountType }),
  routingNumber,
  accountNumber: accountLast4,
  autoPaymentOptimization: z.boolean().default(false),
});
export type BankAccountFormValues = z.input<typeof bankAccountForm>;

export const connectBankRequest = bankAccountForm
  .extend({
    /** Clients send it; one's own id or absent. */
    userId: bodyUserId,
    /**
     * The verification whose code was checked: the connect button appears only after it. Clients
     * that do not send it connect with the person's newest checked, unused code; without one the
     * answer is a 400 naming this field.
     */
    verificationId: z
      .number({ error: bankMessages.verificationFirst })
      .int(bankMessages.verificationFirst)
      .positive(bankMessages.verificationFirst)
      .max(2_147_483_647, bankMessages.verificationFirst)
      .optional(),
  })
  .strict();
export type ConnectBankRequest = z.input<typeof connectBankRequest>;

/**
 * GET /api/bank-account-connections/{id} names a person (the spec's `{userId}`), PATCH and DELETE on
 * the same path name a connection: one parameter name, so the two paths are one in the API document.
 */
export const bankOwnerParams = z
  .object({ id: z.coerce.number().int().positive().max(2_147_483_647).describe('The person’s user id') })
  .strict();

export const updateBankConnectionRequest = z.object({ autoPaymentOptimization: z.boolean() }).strict();
export type UpdateBankConnectionRequest = z.infer<typeof updateBankConnectionRequest>;

export const bankRecommendationTypes = ['PAYMENT_TIMING', 'LOW_BALANCE', 'STATEMENT_DATE'] as const;

export const bankConnection = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountType: z.enum(bankAccountTypes),
  routingNumber: z.string().nullable(),
  /** The last 4 digits only. */
  accountNumber: z.string().nullable(),
  autoPaymentOptimization: z.boolean(),
  connectionStatus: z.enum(bankConnectionStatuses),
  lastSync: z.iso.datetime().nullable(),
  /** Daily balances, cents, oldest first. */
  balanceHistory: z.array(z.object({ date: z.iso.date(), balance: z.number().int() })),
  /** Rules over this account's balances (built-in, no AI model). */
  aiRecommendations: z.array(
    z.object({ type: z.enum(bankRecommendationTypes), message: z.string(), priority }),
  ),
  /** Where the balances come from: only the built-in simulation exists today. */
  linkSource: z.enum(['SIMULATED']),
  connectedAt: z.iso.datetime(),
});
export type BankConnection = z.infer<typeof bankConnection>;

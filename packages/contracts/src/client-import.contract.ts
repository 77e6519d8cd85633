import { z } from 'zod';
import { sensitiveReason } from './sensitive-access.contract';
import { createClientRequest } from './users.contract';

/** A CSV of clients brought over from another system (a Credit Repair Cloud client export). */
export const clientImportLimits = {
  maxRows: 10_000,
  /** Ten thousand rows of a client export fit in well under this. */
  maxBytes: 8 * 1024 * 1024,
} as const;

export const importColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'dateOfBirth',
  'ssnLast4',
  'status',
  'startDate',
  'assignedTo',
] as const;
export type ImportColumn = (typeof importColumns)[number];

export const requiredImportColumns: readonly ImportColumn[] = ['firstName', 'lastName', 'email'];

export const importColumnLabels: Record<ImportColumn, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  addressLine1: 'Street address',
  addressLine2: 'Address line 2',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
  dateOfBirth: 'Date of birth',
  ssnLast4: 'Last 4 of SSN',
  status: 'Status',
  startDate: 'Start date',
  assignedTo: 'Assigned team member',
};

/**
 * The header spellings each column is known by, compared lowercased with everything but letters
 * and digits dropped ("E-mail Address" -> "emailaddress").
 */
export const importHeaderSpellings: Record<ImportColumn, readonly string[]> = {
  firstName: ['firstname', 'first', 'fname', 'givenname', 'clientfirstname'],
  lastName: ['lastname', 'last', 'lname', 'surname', 'familyname', 'clientlastname'],
  email: ['email', 'emailaddress', 'mail', 'clientemail', 'primaryemail'],
  phone: [
    'phone',
    'phonenumber',
    'phonemobile',
    'phonehome',
    'mobile',
    'mobilephone',
    'mobilenumber',
    'cellphone',
    'cell',
    'homephone',
    'primaryphone',
  ],
  addressLine1: ['address', 'street', 'streetaddress', 'mailingaddress', 'address1', 'addressline1'],
  addressLine2: ['address2', 'addressline2', 'apt', 'suite', 'unit'],
  city: ['city', 'town'],
  state: ['state', 'st', 'province', 'region'],
  zipCode: ['zip', 'zipcode', 'postalcode', 'postcode', 'zippostalcode'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday'],
  ssnLast4: ['ssnlast4', 'last4ofssn', 'last4ssn', 'ssn', 'last4', 'socialsecuritylast4', 'ssnlastfour'],
  status: ['status', 'clientstatus'],
  startDate: ['startdate', 'datestarted', 'clientsince', 'signupdate', 'createddate', 'datecreated'],
  assignedTo: ['assignedto', 'assignedteammember', 'teammember', 'assigned', 'assignedagent', 'agent'],
};

export const importOutcomes = ['import', 'error', 'duplicate'] as const;
export type ImportOutcome = (typeof importOutcomes)[number];
export const importOutcomeLabels: Record<ImportOutcome, string> = {
  import: 'Will import',
  error: 'Has an error',
  duplicate: 'Already a client',
};

/** A cell a spreadsheet would run as a formula: kept as plain text and shown with a leading '. */
export const formulaLead = /^[=+\-@\t\r]/;
export const neutraliseCell = (value: string) => (formulaLead.test(value) ? `'${value}` : value);

export const importMessages = {
  notCsv: 'The file must be a CSV (comma-separated values) file, such as a client export saved as CSV',
  notUtf8: 'The file is not UTF-8 text: save it again as "CSV UTF-8" and upload that',
  empty: 'The file has no rows of clients under its header',
  tooManyRows: (rows: number) =>
    `The file has ${rows.toLocaleString('en-US')} rows; import at most ${clientImportLimits.maxRows.toLocaleString('en-US')} at a time`,
  missingColumn: (label: string) => `The file has no "${label}" column`,
  unreadable: (line: number, reason: string) => `Line ${line} could not be read: ${reason}`,
  duplicateEmail: (name: string) => `Same e-mail as ${name}, already a client`,
  duplicatePhone: (name: string) => `Same phone as ${name}, already a client`,
  duplicateInFile: (line: number) => `Same e-mail or phone as line ${line} of this file`,
  formulaKept: 'Starts like a spreadsheet formula: kept as plain text, never run',
  startDate: 'Start date must be a real past date (YYYY-MM-DD or MM/DD/YYYY)',
  memberUnknown: (name: string) => `No team member "${name}": the client stays unassigned`,
  memberNotSpecialist: (name: string) =>
    `${name} is not an active Specialist: clients can only be given to one. Name a Specialist or leave it empty`,
  clientLimit: (limit: number, active: number, adding: number) =>
    `Your plan holds ${limit} clients. You have ${active}, so these ${adding} would make ${active + adding}: import at most ${Math.max(0, limit - active)}`,
  nothingToImport: 'No row of this file can be imported',
} as const;

/** The client fields a row fills, with the rules of Add New Client. */
export const importedClientFields = createClientRequest.pick({
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  address: true,
  dateOfBirth: true,
  ssnLast4: true,
});

const fieldProblem = z.object({ field: z.string(), message: z.string() });

export const importPreviewRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  outcome: z.enum(importOutcomes),
  name: z.string(),
  email: z.string(),
  status: z.string().nullable(),
  /** The team member the row names, when one of the office's people. */
  assignedTo: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Errors (outcome error), the matched client (duplicate), or notes on a row that imports. */
  problems: z.array(fieldProblem),
  duplicateOf: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

export const importPreview = z.object({
  rows: z.array(importPreviewRow),
  counts: z.object({ import: z.number().int(), error: z.number().int(), duplicate: z.number().int() }),
  columns: z.object({
    found: z.array(z.enum(importColumns)),
    /** Headers no column is known by: ignored. */
    unknown: z.array(z.string()),
  }),
  /** The White Label plan's client places: null for a plan without a limit. */
  clientPlaces: z.object({ limit: z.number().int(), active: z.number().int() }).nullable(),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** POST /api/admin/client-import?sendInvitations=true: the same CSV, committed. */
export const commitImportQuery = z
  .object({ sendInvitations: z.enum(['true', 'false']).default('false') })
  .strict();
export type CommitImportQuery = z.input<typeof commitImportQuery>;

export const importResult = z.object({
  imported: z.number().int(),
  skipped: z.number().int(),
  invitationsSent: z.number().int(),
});
export type ImportResult = z.infer<typeof importResult>;

/** POST /api/admin/client-export: the client table as CSV; why is asked and recorded. */
export const exportClientsRequest = z.object({ reason: sensitiveReason }).strict();
export type ExportClientsRequest = z.input<typeof exportClientsRequest>;

/** The export's columns, in the import's names so an export reads back in. */
export const exportColumns = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zipCode',
  'startDate',
] as const satisfies readonly ImportColumn[];

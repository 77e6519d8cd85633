import { z } from 'zod';
import { nextPageCursor, pageCursor } from './common/page-cursor';
import { personLine, personParagraph } from './common/person-text';

/** The lead form's credit issue choices, in the order shown. */
export const leadCreditIssues = [
  'Collections',
  'Late Payments',
  'Charge-offs',
  'High Credit Utilization',
  'Hard Inquiries',
  'Identity Theft',
  'Bankruptcies',
  'Foreclosures',
  'Student Loan Issues',
  'Credit Report Errors',
  'Low Credit Score',
  'Other',
] as const;

export const leadUrgencies = [
  { value: 'normal', label: 'Normal - Within 30 days' },
  { value: 'urgent', label: 'Urgent - Within 1 week' },
  { value: 'asap', label: 'ASAP - Immediate assistance needed' },
] as const;
const urgencyValues = ['normal', 'urgent', 'asap'] as const;

export const leadLimits = {
  name: 100,
  phone: 30,
  email: 254,
  additionalDetails: 2000,
} as const;

export const leadMessages = {
  requiredTitle: 'Required Fields Missing',
  requiredBody: 'Please fill in your name and phone number.',
  issuesTitle: 'Credit Issues Required',
  issuesBody: "Please select at least one credit issue you'd like help with.",
  successTitle: 'Request Submitted Successfully',
  successBody: "Your credit repair request has been sent to our team. You'll receive a call within 24 hours.",
  fallbackTitle: 'Request Received',
  fallbackBody: (email: string) =>
    `Your information has been logged. Our team at ${email} will contact you within 24 hours.`,
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  phoneRequired: 'Please enter your phone number',
  emailInvalid: 'Please enter a valid email address, or leave it empty',
  planUnknown: 'That plan is no longer offered; choose one from our pricing, or send the form without one',
} as const;

const requiredText = (max: number, message: string) => z.string().trim().min(1, message).max(max);

/** A lead form submission, with the server's length limits. */
export const leadSubmission = z
  .object({
    type: z.literal('credit_repair_lead'),
    firstName: personLine(requiredText(leadLimits.name, leadMessages.firstNameRequired), 'First name'),
    lastName: personLine(requiredText(leadLimits.name, leadMessages.lastNameRequired), 'Last name'),
    phone: z
      .string()
      .trim()
      .min(1, leadMessages.phoneRequired)
      .min(7, 'Please enter a phone number with at least 7 digits')
      .max(leadLimits.phone, `A phone number has at most ${leadLimits.phone} characters`)
      .regex(/^[0-9+().\-\s]+$/, 'Phone may contain digits, spaces and + ( ) - . only'),
    email: z
      .union([
        z.literal(''),
        z.string().trim().max(leadLimits.email).pipe(z.email(leadMessages.emailInvalid)),
      ])
      .optional(),
    creditIssues: z
      .array(z.enum(leadCreditIssues))
      .min(1, leadMessages.issuesBody)
      .max(leadCreditIssues.length),
    additionalDetails: personParagraph(z.string().max(leadLimits.additionalDetails), 'Additional details')
      .optional()
      .default(''),
    urgency: z.enum(urgencyValues),
    timestamp: z.iso.datetime(),
    source: z.literal('landing_page_form'),
    /** The plan whose Get Started button brought the visitor here, when one did. */
    planId: z.number({ error: leadMessages.planUnknown }).int().positive(leadMessages.planUnknown).optional(),
  })
  .strict();
export type LeadSubmission = z.input<typeof leadSubmission>;

/** What the person fills in on `/get-started`; the rest of the submission is added when it is sent. */
export const leadForm = leadSubmission.omit({ type: true, timestamp: true, source: true, planId: true });
export type LeadFormValues = z.input<typeof leadForm>;
/** The spec's first check: any of these blank shows 'Required Fields Missing'. */
export const leadRequiredFields = ['firstName', 'lastName', 'phone'] as const;

/** The same phone or e-mail sent again within this many days updates the earlier lead instead of adding one. */
export const leadRepeatWindowDays = 30;

/** A phone number as compared for repeats: its digits only, so '(555) 010-2030' and '555.010.2030' agree. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export const leadSubmissionResponse = z.object({ id: z.number().int(), received: z.literal(true) });
export type LeadSubmissionResponse = z.infer<typeof leadSubmissionResponse>;

/** Where a lead stands with the team. */
export const leadStatuses = ['new', 'contacted', 'converted'] as const;
export const leadStatus = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatus>;
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  converted: 'Converted',
};

/** A submission of the public form, as the admin's Leads list shows it. */
export const adminLead = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  creditIssues: z.array(z.string()),
  additionalDetails: z.string(),
  urgency: z.string(),
  status: leadStatus,
  submittedAt: z.string(),
  statusChangedAt: z.string().nullable(),
  convertedUserId: z.number().int().nullable(),
  /** The plan the visitor chose before filling in the form, if any. */
  planName: z.string().nullable(),
  /** How many times the person sent the form; the details shown are the latest. */
  submissionCount: z.number().int(),
  /** When the latest repeat arrived; null when the form was sent once. */
  lastSubmittedAt: z.string().nullable(),
});
export type AdminLead = z.infer<typeof adminLead>;

/** GET /api/admin/leads: latest activity first. */
export const adminLeadListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
    status: leadStatus.optional(),
    /** Searches name, e-mail and phone. */
    q: z.string().trim().max(100).optional(),
    /** The previous page's `nextCursor`: the page after it, whatever `page` says. */
    cursor: pageCursor.optional(),
  })
  .strict();
export type AdminLeadListQuery = z.input<typeof adminLeadListQuery>;
export const adminLeadListPage = z.object({
  items: z.array(adminLead),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The cursor of the page after this one; null on the last page. */
  nextCursor: nextPageCursor.optional(),
});
export type AdminLeadListPage = z.infer<typeof adminLeadListPage>;

/** PATCH /api/admin/leads/:id: converted names the client account made from the lead. */
export const updateLeadStatusRequest = z.discriminatedUnion('status', [
  z.object({ status: z.literal('new') }).strict(),
  z.object({ status: z.literal('contacted') }).strict(),
  z.object({ status: z.literal('converted'), convertedUserId: z.number().int().positive() }).strict(),
]);
export type UpdateLeadStatusRequest = z.infer<typeof updateLeadStatusRequest>;

export const leadAdminMessages = {
  statusUpdated: 'Lead Updated',
  statusFailed: 'Failed to update lead',
  unknownClient: 'No client account has this id',
} as const;

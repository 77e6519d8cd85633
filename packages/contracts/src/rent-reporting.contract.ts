import { z } from 'zod';
import { bureau } from './bureau-enum';
import { bodyUserId } from './common/params';
import { findRentService, rentServiceTypes } from './rent-reporting-services';

export const rentMessages = {
  serviceId: 'Choose a service from the list',
  enrolled: 'Enrollment Recorded',
  enrollFailed: 'Failed to record your enrollment',
  notUs:
    'We do not sign you up with these services or pass them your details. Enroll on the service’s own website; here you record your choice and its date for your plan.',
  feesChange:
    'Fees and bureaus as each service publishes them; they can change, so check the service’s website.',
} as const;

export const rentService = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(rentServiceTypes),
  /** Cents a month. */
  monthlyFee: z.number().int(),
  /** One-time fee, cents. */
  setupFee: z.number().int(),
  /** Estimated points, 0 to 20, for this person's file. */
  scoreImpact: z.number().int(),
  reportsToBureaus: z.array(bureau),
  website: z.url(),
  description: z.string(),
  /** When the person recorded enrolling (yyyy-mm-dd); null before. */
  enrolledOn: z.iso.date().nullable(),
});
export type RentService = z.infer<typeof rentService>;

export const rentCostBenefitAnalysis = z.object({
  totalMonthlyCost: z.number().int(),
  setupCost: z.number().int(),
  firstYearCost: z.number().int(),
  estimatedScoreIncrease: z.number().int(),
  costPerPoint: z.number().int().nullable(),
  breakEvenTimeline: z.string(),
});

/** GET /api/rent-utility-reporting/{userId}: the catalogue scored for this person, and their enrolments. */
export const rentReporting = z.object({
  services: z.array(rentService),
  /** Open accounts in the imported file the estimate reads; null with no file imported. */
  openAccounts: z.number().int().nullable(),
  /** Estimated points of the services the person enrolled in. */
  scoreImpactEstimate: z.number().int(),
  /** Of the services the person enrolled in. */
  costBenefitAnalysis: rentCostBenefitAnalysis,
});
export type RentReporting = z.infer<typeof rentReporting>;

export const enrollRentServiceRequest = z
  .object({
    /** Clients send it; one's own id or absent. */
    userId: bodyUserId,
    /** The service's key or, as clients send it, its name. */
    serviceId: z
      .string({ error: rentMessages.serviceId })
      .max(80, rentMessages.serviceId)
      .refine((s) => findRentService(s) !== undefined, rentMessages.serviceId),
  })
  .strict();
export type EnrollRentServiceRequest = z.infer<typeof enrollRentServiceRequest>;

import type { Bureau } from './bureaus';

export const rentServiceTypes = ['RENT', 'UTILITIES'] as const;
export type RentServiceType = (typeof rentServiceTypes)[number];
export const rentServiceTypeLabels: Record<RentServiceType, string> = {
  RENT: 'Rent',
  UTILITIES: 'Utilities and bills',
};

export interface RentReportingService {
  /** Stable key; clients send the name instead, which is accepted too. */
  id: string;
  name: string;
  type: RentServiceType;
  /** Cents a month. */
  monthlyFee: number;
  /** One-time enrolment fee in cents (0 when none). */
  setupFee: number;
  reportsToBureaus: readonly Bureau[];
  website: string;
  description: string;
}

/**
 * Real rent and bill reporting services with the fees and bureaus each one publishes. Fees change:
 * the page says so and links to each service's own site, which is the word that counts.
 */
export const rentReportingServices: readonly RentReportingService[] = [
  {
    id: 'experian-boost',
    name: 'Experian Boost',
    type: 'UTILITIES',
    monthlyFee: 0,
    setupFee: 0,
    reportsToBureaus: ['EXPERIAN'],
    website: 'https://www.experian.com/consumer-products/score-boost.html',
    description:
      'Free. Reads on-time utility, phone, streaming and rent payments from a bank account you link and adds them to your Experian file only.',
  },
  {
    id: 'boom',
    name: 'Boom',
    type: 'RENT',
    monthlyFee: 2_00,
    setupFee: 0,
    reportsToBureaus: ['EXPERIAN', 'EQUIFAX', 'TRANSUNION'],
    website: 'https://www.boompay.app',
    description:
      'Reports monthly rent to all three bureaus; an optional one-time fee adds up to 24 months of past rent.',
  },
  {
    id: 'levelcredit',
    name: 'LevelCredit',
    type: 'RENT',
    monthlyFee: 6_95,
    setupFee: 0,
    reportsToBureaus: ['EQUIFAX', 'TRANSUNION'],
    website: 'https://www.levelcredit.com',
    description: 'Reports rent, and utility bills you add, paid from a linked bank account.',
  },
  {
    id: 'rental-kharma',
    name: 'Rental Kharma',
    type: 'RENT',
    monthlyFee: 8_95,
    setupFee: 75_00,
    reportsToBureaus: ['EQUIFAX', 'TRANSUNION'],
    website: 'https://www.rentalkharma.com',
    description:
      'Verifies rent with your landlord and reports it; can add past rent from your current lease.',
  },
  {
    id: 'rock-the-score',
    name: 'Rock the Score',
    type: 'RENT',
    monthlyFee: 8_95,
    setupFee: 48_95,
    reportsToBureaus: ['EQUIFAX', 'TRANSUNION'],
    website: 'https://www.rockthescore.com',
    description: 'Verifies rent with your landlord or by bank statements and reports it monthly.',
  },
  {
    id: 'rentreporters',
    name: 'RentReporters',
    type: 'RENT',
    monthlyFee: 9_95,
    setupFee: 94_95,
    reportsToBureaus: ['EQUIFAX', 'TRANSUNION'],
    website: 'https://www.rentreporters.com',
    description:
      'Verifies rent with your landlord and reports it; can add up to two years of past rent at sign-up.',
  },
];

/** The service a request names, by its key or (as clients send it) its name. */
export function findRentService(idOrName: string): RentReportingService | undefined {
  const wanted = idOrName.trim().toLowerCase();
  return rentReportingServices.find((s) => s.id === wanted || s.name.toLowerCase() === wanted);
}

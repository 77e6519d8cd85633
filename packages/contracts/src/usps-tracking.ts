import { z } from 'zod';

/**
 * USPS tracking numbers: domestic IMpb (20 to 22 digits, mod-10 check digit with weights 3 and 1
 * from the right) and the 13-character international S10 form (AA123456789US, mod-11 check digit).
 */
export type TrackingNumberCheck =
  | { ok: true; normalized: string; kind: 'IMPB' | 'S10' }
  | { ok: false; message: string };

export const trackingMessages = {
  blank: 'Please enter a tracking number',
  format:
    'A USPS tracking number has 20 to 22 digits, or 2 letters, 9 digits and 2 letters (e.g. RA123456785US)',
  checkDigit: 'This tracking number does not pass the USPS check digit. Please check for a typo.',
} as const;

export const trackingNumberMaxLength = 22;

export function impbCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

const s10Weights = [8, 6, 4, 2, 3, 5, 9, 7];
export function s10CheckDigit(serial: string): number {
  const sum = s10Weights.reduce((s, w, i) => s + w * Number(serial[i]), 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}

export function checkTrackingNumber(input: string): TrackingNumberCheck {
  const normalized = input.replace(/[\s-]/g, '').toUpperCase();
  if (!normalized) return { ok: false, message: trackingMessages.blank };
  if (/^\d{20,22}$/.test(normalized)) {
    const body = normalized.slice(0, -1);
    return impbCheckDigit(body) === Number(normalized.slice(-1))
      ? { ok: true, normalized, kind: 'IMPB' }
      : { ok: false, message: trackingMessages.checkDigit };
  }
  const s10 = /^([A-Z]{2})(\d{8})(\d)([A-Z]{2})$/.exec(normalized);
  if (s10) {
    return s10CheckDigit(s10[2] as string) === Number(s10[3])
      ? { ok: true, normalized, kind: 'S10' }
      : { ok: false, message: trackingMessages.checkDigit };
  }
  return { ok: false, message: trackingMessages.format };
}

/** A tracking number as a form field: blank, format and check digit; the output is the normalized number. */
export const trackingNumberField = z.string().transform((value, ctx) => {
  const check = checkTrackingNumber(value);
  if (check.ok) return check.normalized;
  ctx.addIssue({ code: 'custom', message: check.message });
  return z.NEVER;
});
/** 22 digits as printed on the receipt, in groups of 4 with spaces between them. */
export const certifiedMailNumberInputMaxLength = 27;

export const certifiedMailMessages = {
  format:
    'A certified mail number has 20 or 22 digits: copy it from under the barcode on your PS Form 3800 receipt',
} as const;

/**
 * A Certified Mail number as printed on PS Form 3800: a domestic IMpb number (20 or 22 digits with
 * its check digit); the international S10 form is not a Certified Mail number.
 */
export function checkCertifiedMailNumber(input: string): TrackingNumberCheck {
  const check = checkTrackingNumber(input);
  if (check.ok && (check.kind !== 'IMPB' || check.normalized.length === 21))
    return { ok: false, message: certifiedMailMessages.format };
  if (!check.ok && check.message === trackingMessages.format)
    return { ok: false, message: certifiedMailMessages.format };
  return check;
}

/** The form of a consumer who mailed the letter themselves: the certified number from their receipt. */
export const certifiedMailNumberForm = z.object({
  trackingNumber: z.string().transform((value, ctx) => {
    const check = checkCertifiedMailNumber(value);
    if (check.ok) return check.normalized;
    ctx.addIssue({ code: 'custom', message: check.message });
    return z.NEVER;
  }),
});

/** The client's and the per-dispute card's form: the number alone. */
export const trackingNumberForm = z.object({ trackingNumber: trackingNumberField });
/** The admin's panel: the number and the dispute it belongs to. */
export const trackingAssignmentForm = z.object({
  trackingNumber: trackingNumberField,
  disputeId: z.string().min(1, 'Choose the dispute this letter belongs to'),
});

/** The public USPS tracking page for a number. */
export const uspsTrackingUrl = (n: string) =>
  `https://tools.usps.com/go/TrackConfirmAction?tLabels=${encodeURIComponent(n)}`;

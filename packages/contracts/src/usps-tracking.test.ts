import { describe, expect, it } from 'vitest';
import {
  checkTrackingNumber,
  impbCheckDigit,
  s10CheckDigit,
  trackingMessages,
  trackingNumberField,
} from './usps-tracking';

describe('USPS tracking number check', () => {
  it('accepts valid IMpb numbers of 20 to 22 digits, with spaces', () => {
    for (const body of ['940711189922319742849', '9205590164917312751', '92055901649173127510']) {
      const n = body + impbCheckDigit(body);
      expect(checkTrackingNumber(n)).toMatchObject({ ok: true, kind: 'IMPB' });
    }
    expect(checkTrackingNumber('9407 1118 9922 3197 4284 90')).toMatchObject({
      ok: true,
      normalized: '9407111899223197428490',
    });
  });

  it('refuses a corrupted digit with the check-digit message', () => {
    expect(checkTrackingNumber('9407111899223197428491')).toEqual({
      ok: false,
      message: trackingMessages.checkDigit,
    });
    expect(checkTrackingNumber('9407111899223197428590')).toEqual({
      ok: false,
      message: trackingMessages.checkDigit,
    });
  });

  it('checks the international S10 form', () => {
    // The UPU S10 standard's worked example: RR 47312482 9 GB.
    expect(s10CheckDigit('47312482')).toBe(9);
    expect(checkTrackingNumber('RR473124829GB')).toMatchObject({ ok: true, kind: 'S10' });
    const serial = '12345678';
    const valid = `RA${serial}${s10CheckDigit(serial)}US`;
    expect(checkTrackingNumber(valid)).toMatchObject({ ok: true, kind: 'S10' });
    expect(checkTrackingNumber(`RA${serial}${(s10CheckDigit(serial) + 1) % 10}US`).ok).toBe(false);
  });

  it('says what is wrong with blank and malformed input', () => {
    expect(checkTrackingNumber('   ')).toEqual({ ok: false, message: trackingMessages.blank });
    expect(checkTrackingNumber('12345')).toEqual({ ok: false, message: trackingMessages.format });
  });

  it('is a form field whose output is the number as USPS prints it', () => {
    const serial = '12345678';
    const valid = `RA${serial}${s10CheckDigit(serial)}US`;
    expect(
      trackingNumberField.parse(` ${valid.toLowerCase().slice(0, 6)}-${valid.slice(6).toLowerCase()} `),
    ).toBe(valid);
    expect(trackingNumberField.safeParse('').error?.issues[0]?.message).toBe(trackingMessages.blank);
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, fieldErrorMessage, hasErrorCode, isStatus, namesField } from './api-errors';

const refusal = new ApiError(
  409,
  'Conflict',
  JSON.stringify({
    error: {
      code: 'MAILING_ADDRESS_MISSING',
      message: "Add the client's mailing address first",
      details: [{ field: 'address', message: 'Add an address' }],
    },
  }),
);

describe('reading a failed request', () => {
  it("words the error with the server's message, else the screen's fallback", () => {
    expect(errorMessage(refusal, 'Please try again.')).toBe("Add the client's mailing address first");
    expect(errorMessage(new ApiError(503, 'Service Unavailable', ''), 'Please try again.')).toBe(
      'Please try again.',
    );
    expect(errorMessage(new Error('offline'), 'Please try again.')).toBe('Please try again.');
  });

  it('tells the code and the status the server answered', () => {
    expect(hasErrorCode(refusal, 'MAILING_ADDRESS_MISSING')).toBe(true);
    expect(hasErrorCode(refusal, 'NOT_FOUND')).toBe(false);
    expect(isStatus(refusal, 409)).toBe(true);
    expect(isStatus(refusal, 404)).toBe(false);
    expect(isStatus(new Error('409'), 409)).toBe(false);
  });

  it('finds what the server said about one field', () => {
    expect(fieldErrorMessage(refusal, 'address')).toBe('Add an address');
    expect(fieldErrorMessage(refusal, 'body.code')).toBeUndefined();
    expect(namesField(refusal, 'address')).toBe(true);
    expect(namesField(refusal, 'password')).toBe(false);
  });
});

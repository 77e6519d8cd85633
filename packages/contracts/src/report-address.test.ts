import { describe, expect, it } from 'vitest';
import { mailingAddressFromReport } from './report-uploads.contract';

describe('a report’s one-line address as fields for a person to check', () => {
  it('reads street, optional second line, city, state and ZIP', () => {
    expect(mailingAddressFromReport('1457 Maple Avenue, Columbus, OH 43215')).toEqual({
      addressLine1: '1457 Maple Avenue',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215',
    });
    expect(mailingAddressFromReport('1457 Maple Avenue, Apt 2, Columbus, oh 43215-1234')).toEqual({
      addressLine1: '1457 Maple Avenue',
      addressLine2: 'Apt 2',
      city: 'Columbus',
      state: 'OH',
      zipCode: '43215-1234',
    });
  });

  it('gives nothing for what does not end in a city, a state and a ZIP', () => {
    expect(mailingAddressFromReport(null)).toBeNull();
    expect(mailingAddressFromReport('1457 Maple Avenue')).toBeNull();
    expect(mailingAddressFromReport('Columbus OH 43215')).toBeNull();
  });
});

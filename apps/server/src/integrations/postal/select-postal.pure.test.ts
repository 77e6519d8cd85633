import { describe, expect, it } from 'vitest';
import { selectPostal } from './select-postal';

describe('selectPostal', () => {
  it('uses the simulator unless told otherwise', () => {
    expect(selectPostal({}).source).toBe('simulated');
    expect(
      selectPostal({ POSTAL_PROVIDER: 'simulated', USPS_CLIENT_ID: 'id', USPS_CLIENT_SECRET: 'secret' })
        .source,
    ).toBe('simulated');
  });

  it('uses the USPS Tracking API only with POSTAL_PROVIDER=usps', () => {
    const postal = selectPostal({
      POSTAL_PROVIDER: 'usps',
      USPS_CLIENT_ID: 'consumer-key',
      USPS_CLIENT_SECRET: 'consumer-secret',
      USPS_BASE_URL: 'https://apis-tem.usps.com/',
      USPS_TIMEOUT_MS: 5_000,
    });
    expect(postal.source).toBe('usps');
  });

  it('refuses to start without the USPS credentials, naming what is missing', () => {
    expect(() => selectPostal({ POSTAL_PROVIDER: 'usps' })).toThrow(
      /needs USPS_CLIENT_ID and USPS_CLIENT_SECRET/,
    );
    expect(() => selectPostal({ POSTAL_PROVIDER: 'usps', USPS_CLIENT_ID: 'consumer-key' })).toThrow(
      /needs USPS_CLIENT_SECRET \(/,
    );
    expect(() =>
      selectPostal({ POSTAL_PROVIDER: 'usps', USPS_CLIENT_ID: ' ', USPS_CLIENT_SECRET: 's' }),
    ).toThrow(/needs USPS_CLIENT_ID \(/);
  });
});

import { describe, expect, it } from 'vitest';
import { placeOfZip, plausibleOrigin } from './postal-places';

describe('placeOfZip', () => {
  it.each([
    ['30374', 'ATLANTA', 'GA', 'ATLANTA GA DISTRIBUTION CENTER', 'America/New_York'],
    ['75013', 'ALLEN', 'TX', 'DALLAS TX DISTRIBUTION CENTER', 'America/Chicago'],
    ['19016', 'CHESTER', 'PA', 'PHILADELPHIA PA DISTRIBUTION CENTER', 'America/New_York'],
    ['10001', 'NEW YORK', 'NY', 'NEW YORK NY DISTRIBUTION CENTER', 'America/New_York'],
    ['60607', 'CHICAGO', 'IL', 'CHICAGO IL DISTRIBUTION CENTER', 'America/Chicago'],
    ['80202', 'DENVER', 'CO', 'DENVER CO DISTRIBUTION CENTER', 'America/Denver'],
    ['94105', 'SAN FRANCISCO', 'CA', 'OAKLAND CA DISTRIBUTION CENTER', 'America/Los_Angeles'],
    ['95814', 'SACRAMENTO', 'CA', 'SACRAMENTO CA DISTRIBUTION CENTER', 'America/Los_Angeles'],
  ])('places %s in %s %s, served by %s', (zip, city, state, facility, zone) => {
    expect(placeOfZip(zip)).toMatchObject({
      zip,
      city,
      state,
      zone,
      area: { distributionCenter: { name: facility } },
    });
  });

  it('reads a ZIP+4 by its first five digits', () => {
    expect(placeOfZip('30374-0256')).toMatchObject({ zip: '30374', city: 'ATLANTA', state: 'GA' });
  });

  it('falls back to a believable place for ZIPs outside the table', () => {
    for (const zip of ['00000', '09012', 'ABCDE', '']) {
      expect(placeOfZip(zip)).toMatchObject({ city: 'KANSAS CITY', state: 'MO', zone: 'America/Chicago' });
    }
  });

  it('picks an origin away from the destination when the sender ZIP is unknown', () => {
    const destination = placeOfZip('60601');
    for (let seed = 0; seed < 20; seed++)
      expect(plausibleOrigin(seed, destination).zip.slice(0, 3)).not.toBe('606');
  });
});

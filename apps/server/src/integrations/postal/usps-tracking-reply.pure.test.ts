import { describe, expect, it } from 'vitest';
import { PostalProviderError } from './postal.port';
import { trackingInfoFromUsps } from './usps-tracking-reply';

const scan = (eventCode: string, eventType: string, eventTimestamp: string) => ({
  eventType,
  eventTimestamp,
  eventCity: 'RICHMOND',
  eventState: 'VA',
  eventZIP: '23227',
  eventCode,
});

describe('trackingInfoFromUsps', () => {
  it("maps USPS's own example reply (developers.usps.com, expand=DETAIL)", () => {
    const info = trackingInfoFromUsps({
      status: 'USPS in possession of item',
      statusCategory: 'Accepted',
      statusSummary:
        'USPS is now in possession of your item as of 7:31 am on August 2, 2023 in RICHMOND, VA 23227.',
      trackingEvents: [
        { ...scan('03', 'USPS in possession of item', '2023-08-02T07:31:00Z'), authorizedAgent: 'false' },
      ],
      trackingNumber: '9400111899562537624656',
    });
    expect(info).toEqual({
      status: 'ACCEPTED',
      description:
        'USPS is now in possession of your item as of 7:31 am on August 2, 2023 in RICHMOND, VA 23227.',
      deliveryDate: null,
      isDelivered: false,
      events: [
        {
          event_description: 'USPS in possession of item',
          event_code: '03',
          event_date: '2023-08-02',
          event_time: '07:31',
          event_city: 'RICHMOND',
          event_state: 'VA',
          event_zip_code: '23227',
        },
      ],
    });
  });

  it('puts the newest scan first and takes the stage from it when USPS sends no category', () => {
    const info = trackingInfoFromUsps({
      trackingEvents: [
        scan('GX', 'Shipping Label Created, USPS Awaiting Item', '2023-08-01T18:02:00Z'),
        scan('01', 'Delivered, To Agent', '2023-08-04T11:15:00Z'),
        scan('OF', 'Out for Delivery', '2023-08-04T07:40:00Z'),
      ],
    });
    expect(info.events.map((e) => e.event_code)).toEqual(['01', 'OF', 'GX']);
    expect(info).toMatchObject({ status: 'DELIVERED', isDelivered: true, deliveryDate: '2023-08-04' });
    expect(info.description).toBe('Delivered, To Agent');
  });

  it('names categories in the port words', () => {
    const status = (statusCategory: string) =>
      trackingInfoFromUsps({ statusCategory, trackingEvents: [] }).status;
    expect(status('Pre-Shipment')).toBe('PRE-SHIPMENT');
    expect(status('PRE_SHIPMENT')).toBe('PRE-SHIPMENT');
    expect(status('In Transit')).toBe('IN TRANSIT');
    expect(status('Out for Delivery')).toBe('OUT FOR DELIVERY');
    expect(status('Alert')).toBe('ALERT');
  });

  it('rejects a reply it cannot read', () => {
    expect(() => trackingInfoFromUsps({ trackingEvents: [{ eventType: 'Delivered' }] })).toThrow(
      PostalProviderError,
    );
    expect(() => trackingInfoFromUsps('<html>')).toThrow(/unexpected shape/);
  });
});

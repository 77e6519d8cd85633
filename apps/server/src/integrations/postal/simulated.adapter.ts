import { clockOf, isoDateOf } from './local-clock';
import type { PostalPort, TrackingInfo } from './postal.port';
import { plannedJourney } from './simulated-journey';

/**
 * The built-in postal service: each number gets a believable USPS history computed from when it was
 * added and where the letter goes, revealed scan by scan as time passes. Nothing is stored, so every
 * server process tells the same story.
 */
export function createSimulatedPostal(): PostalPort {
  return {
    source: 'simulated',
    async track(request, now = new Date()) {
      const happened = plannedJourney(request).filter((scan) => scan.at <= now.getTime());
      const newest = happened[happened.length - 1];
      if (!newest) {
        return {
          status: 'PRE-SHIPMENT',
          description: 'USPS has no record of this item yet.',
          deliveryDate: null,
          isDelivered: false,
          events: [],
        };
      }
      const isDelivered = newest.status === 'DELIVERED';
      const info: TrackingInfo = {
        status: newest.status,
        description: newest.summary,
        deliveryDate: isDelivered ? isoDateOf(newest.local) : null,
        isDelivered,
        events: happened.reverse().map((scan) => ({
          event_description: scan.description,
          event_code: scan.code,
          event_date: isoDateOf(scan.local),
          event_time: clockOf(scan.local),
          event_city: scan.city,
          event_state: scan.state,
          event_zip_code: scan.zip,
        })),
      };
      return info;
    },
  };
}

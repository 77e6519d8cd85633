import { spokenClockOf, spokenDateOf } from './local-clock';
import type { Facility, Place } from './postal-places';

/** A point of the journey: the local clock reading shown, and the real instant it happens. */
export interface Moment {
  local: number;
  at: number;
  zone: string;
}

type ScanStatus = 'PRE-SHIPMENT' | 'ACCEPTED' | 'IN TRANSIT' | 'OUT FOR DELIVERY' | 'DELIVERED';

export interface Scan extends Moment {
  /** USPS event code (GX label created, 03 accepted, 10 arrived, L1 departed, NT, 07, OF, 01 delivered). */
  code: string;
  description: string;
  /** What USPS says about the item while this is its newest scan. */
  summary: string;
  status: ScanStatus;
  city: string;
  state: string;
  zip: string;
}

type ScanOf =
  | { kind: 'label' | 'accepted' | 'post-office' | 'out-for-delivery'; place: Place }
  | { kind: 'delivered'; place: Place; deliveredKind: 'po-box' | 'agent' }
  | { kind: 'arrived'; facility: Facility; role: 'origin' | 'en route' | 'destination' }
  | { kind: 'departed'; facility: Facility }
  | { kind: 'in-transit' };

/** The wording of USPS.com and the Tracking API for each kind of scan. */
export function scanAt(moment: Moment, what: ScanOf): Scan {
  const clock = spokenClockOf(moment.local);
  const date = spokenDateOf(moment.local);
  const at = (place: Place) => ({ city: place.city, state: place.state, zip: place.zip });
  const where = (place: Place) => `${place.city}, ${place.state} ${place.zip}`;

  switch (what.kind) {
    case 'label':
      return {
        ...moment,
        ...at(what.place),
        code: 'GX',
        status: 'PRE-SHIPMENT',
        description: 'Shipping Label Created, USPS Awaiting Item',
        summary: `A shipping label has been prepared for your item at ${clock} on ${date} in ${where(what.place)}. This does not indicate receipt by the USPS or the actual mailing date.`,
      };
    case 'accepted':
      return {
        ...moment,
        ...at(what.place),
        code: '03',
        status: 'ACCEPTED',
        description: 'USPS in possession of item',
        summary: `USPS is now in possession of your item as of ${clock} on ${date} in ${where(what.place)}.`,
      };
    case 'arrived': {
      const facilityRole = what.role === 'en route' ? '' : `${what.role} `;
      const regional =
        what.role === 'en route'
          ? 'Regional'
          : `Regional ${what.role === 'origin' ? 'Origin' : 'Destination'}`;
      return {
        ...moment,
        city: what.facility.name,
        state: what.facility.state,
        zip: '',
        code: '10',
        status: 'IN TRANSIT',
        description: `Arrived at USPS ${regional} Facility`,
        summary: `Your item arrived at our USPS ${facilityRole}facility in ${what.facility.name} on ${date} at ${clock}. The item is currently in transit to the destination.`,
      };
    }
    case 'departed':
      return {
        ...moment,
        city: what.facility.name,
        state: what.facility.state,
        zip: '',
        code: 'L1',
        status: 'IN TRANSIT',
        description: 'Departed USPS Regional Facility',
        summary: `Your item departed our USPS facility in ${what.facility.name} on ${date} at ${clock}. The item is currently in transit to the destination.`,
      };
    case 'in-transit':
      // USPS gives this daily scan no location.
      return {
        ...moment,
        city: '',
        state: '',
        zip: '',
        code: 'NT',
        status: 'IN TRANSIT',
        description: 'In Transit to Next Facility',
        summary:
          'Your item is moving within the USPS network and is on track to be delivered to its final destination. It is currently in transit to the next facility.',
      };
    case 'post-office':
      return {
        ...moment,
        ...at(what.place),
        code: '07',
        status: 'IN TRANSIT',
        description: 'Arrived at Post Office',
        summary: `Your item arrived at the Post Office at ${clock} on ${date} in ${where(what.place)}.`,
      };
    case 'out-for-delivery':
      return {
        ...moment,
        ...at(what.place),
        code: 'OF',
        status: 'OUT FOR DELIVERY',
        description: 'Out for Delivery',
        summary: `Your item is out for delivery on ${date} at ${clock} in ${where(what.place)}.`,
      };
    case 'delivered':
      return {
        ...moment,
        ...at(what.place),
        code: '01',
        status: 'DELIVERED',
        description: what.deliveredKind === 'po-box' ? 'Delivered, PO Box' : 'Delivered, To Agent',
        summary:
          what.deliveredKind === 'po-box'
            ? `Your item has been delivered and is available at a PO Box at ${clock} on ${date} in ${where(what.place)}.`
            : `Your item has been delivered to an agent at ${clock} on ${date} in ${where(what.place)}.`,
      };
  }
}

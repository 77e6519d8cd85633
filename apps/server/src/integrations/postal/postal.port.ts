/** One scan of a mail piece, in the field names of the web client's tracking info. */
export interface TrackingEvent {
  event_description: string;
  event_code: string;
  /** yyyy-mm-dd */
  event_date: string;
  /** HH:MM (24 h), local to the facility */
  event_time: string;
  event_city: string;
  event_state: string;
  event_zip_code: string;
}

export interface TrackingInfo {
  /** e.g. 'PRE-SHIPMENT', 'ACCEPTED', 'IN TRANSIT', 'OUT FOR DELIVERY', 'DELIVERED' */
  status: string;
  description: string;
  /** yyyy-mm-dd once delivered */
  deliveryDate: string | null;
  isDelivered: boolean;
  /** Newest first. */
  events: TrackingEvent[];
}

export interface TrackingRequest {
  trackingNumber: string;
  /** When the number was added to the dispute: the simulator builds its history from this moment. */
  addedAt: Date;
  /** The ZIP code the letter goes to (the bureau's dispute address). */
  destinationZip: string;
  /** Where it was mailed from (the consumer's ZIP), when known. */
  originZip?: string;
}

/** Raised when the postal service cannot be reached or answers nonsense; routes answer 502. */
export class PostalProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'PostalProviderError';
  }
}

export interface PostalPort {
  /** 'usps' for the real USPS API, 'simulated' for the built-in simulator (shown with a 'Simulated' badge). */
  readonly source: 'usps' | 'simulated';
  track(request: TrackingRequest, now?: Date): Promise<TrackingInfo>;
}

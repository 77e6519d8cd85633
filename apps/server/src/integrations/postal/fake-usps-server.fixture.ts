import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { listenOnLoopback, readBody, sendJson } from '../../../test/loopback-http';
import type { TrackingRequest } from './postal.port';

/** How the fake answers the next calls; tests switch it to provoke each failure. */
type FakeBehaviour = 'answer' | 'tracking-500' | 'tracking-hang' | 'token-hang' | 'tracking-always-401';

export const fakeClientId = 'fake-consumer-key';
export const fakeClientSecret = 'fake-consumer-secret';

/** A valid 22-digit IMpb number (USPS check digit) from a 21-digit body. */
const impb = (body: string) => `${body}${impbCheckDigit(body)}`;

/** The moment the contract suite asks at; the fake's histories are written around it. */
export const contractNow = new Date('2026-03-12T18:00:00Z');

/** Three letters at three stages, tracked alike by the simulator and by the fake USPS. */
export const letters = {
  deliveredToEquifax: {
    trackingNumber: impb('940711189922319742849'),
    addedAt: new Date('2026-03-05T15:20:00Z'),
    destinationZip: '30374',
    originZip: '11201',
  },
  onTheWayToExperian: {
    trackingNumber: impb('940711189922319742850'),
    addedAt: new Date(contractNow.getTime() - 44 * 3_600_000),
    destinationZip: '75013',
    originZip: '60607',
  },
  justAddedForTransUnion: {
    trackingNumber: impb('940711189922319742851'),
    addedAt: new Date(contractNow.getTime() - 3_600_000),
    destinationZip: '19016',
  },
} satisfies Record<string, TrackingRequest>;

type Scan = [
  code: string,
  type: string,
  timestamp: string,
  city: string | null,
  state: string | null,
  zip: string | null,
];

/** Replies shaped like the Tracking API v3 with expand=DETAIL (developers.usps.com), newest scan first. */
const histories: Record<
  string,
  { destination: [string, string, string]; category: string; status: string; summary: string; scans: Scan[] }
> = {
  [letters.deliveredToEquifax.trackingNumber]: {
    destination: ['ATLANTA', 'GA', '30374'],
    category: 'Delivered',
    status: 'Delivered, PO Box',
    summary:
      'Your item has been delivered and is available at a PO Box at 10:41 am on March 9, 2026 in ATLANTA, GA 30374.',
    scans: [
      ['01', 'Delivered, PO Box', '2026-03-09T10:41:00Z', 'ATLANTA', 'GA', '30374'],
      ['OF', 'Out for Delivery', '2026-03-09T06:10:00Z', 'ATLANTA', 'GA', '30374'],
      ['07', 'Arrived at Post Office', '2026-03-09T05:02:00Z', 'ATLANTA', 'GA', '30374'],
      [
        'L1',
        'Departed USPS Regional Facility',
        '2026-03-08T19:47:00Z',
        'ATLANTA GA DISTRIBUTION CENTER',
        null,
        null,
      ],
      [
        '10',
        'Arrived at USPS Regional Destination Facility',
        '2026-03-08T14:15:00Z',
        'ATLANTA GA DISTRIBUTION CENTER',
        null,
        null,
      ],
      ['NT', 'In Transit to Next Facility', '2026-03-07T11:30:00Z', null, null, null],
      [
        'L1',
        'Departed USPS Regional Facility',
        '2026-03-06T20:33:00Z',
        'NEW JERSEY NETWORK DISTRIBUTION CENTER',
        null,
        null,
      ],
      [
        '10',
        'Arrived at USPS Regional Facility',
        '2026-03-06T15:05:00Z',
        'NEW JERSEY NETWORK DISTRIBUTION CENTER',
        null,
        null,
      ],
      ['03', 'USPS in possession of item', '2026-03-05T13:02:00Z', 'BROOKLYN', 'NY', '11201'],
      ['GX', 'Shipping Label Created, USPS Awaiting Item', '2026-03-05T10:20:00Z', 'BROOKLYN', 'NY', '11201'],
    ],
  },
  [letters.onTheWayToExperian.trackingNumber]: {
    destination: ['ALLEN', 'TX', '75013'],
    category: 'In Transit',
    status: 'Departed USPS Regional Facility',
    summary:
      'Your item departed our USPS facility in CHICAGO IL DISTRIBUTION CENTER on March 12, 2026 at 5:48 am. The item is currently in transit to the destination.',
    scans: [
      [
        'L1',
        'Departed USPS Regional Facility',
        '2026-03-12T05:48:00Z',
        'CHICAGO IL DISTRIBUTION CENTER',
        null,
        null,
      ],
      [
        '10',
        'Arrived at USPS Regional Origin Facility',
        '2026-03-11T18:22:00Z',
        'CHICAGO IL DISTRIBUTION CENTER',
        null,
        null,
      ],
      ['03', 'USPS in possession of item', '2026-03-11T09:40:00Z', 'CHICAGO', 'IL', '60607'],
      ['GX', 'Shipping Label Created, USPS Awaiting Item', '2026-03-10T17:00:00Z', 'CHICAGO', 'IL', '60607'],
    ],
  },
  [letters.justAddedForTransUnion.trackingNumber]: {
    destination: ['CHESTER', 'PA', '19016'],
    category: 'Pre-Shipment',
    status: 'Shipping Label Created, USPS Awaiting Item',
    summary:
      'A shipping label has been prepared for your item at 1:00 pm on March 12, 2026 in COLUMBUS, OH 43215. This does not indicate receipt by the USPS or the actual mailing date.',
    scans: [
      ['GX', 'Shipping Label Created, USPS Awaiting Item', '2026-03-12T13:00:00Z', 'COLUMBUS', 'OH', '43215'],
    ],
  },
};

export interface FakeUspsServer {
  /** e.g. http://127.0.0.1:54321 (USPS_BASE_URL) */
  baseUrl: string;
  behaviour: FakeBehaviour;
  /** Some revisions of the API spell the scan ZIP `eventZIPCode`. */
  zipField: 'eventZIP' | 'eventZIPCode';
  /** expires_in of the next tokens, sent as a string the way USPS does. */
  tokenLifetimeSeconds: number;
  tokenRequests: Record<string, unknown>[];
  trackingRequests: { path: string; authorization: string | undefined }[];
  /** USPS stops honouring every token issued so far (as if they expired early). */
  revokeTokens(): void;
  close(): Promise<void>;
}

/** A small USPS on loopback: the OAuth token endpoint and the tracking endpoint, over real HTTP. */
export async function startFakeUspsServer(): Promise<FakeUspsServer> {
  const validTokens = new Map<string, number>();
  let issued = 0;
  const state: FakeUspsServer = {
    baseUrl: '',
    behaviour: 'answer',
    zipField: 'eventZIP',
    tokenLifetimeSeconds: 28_799,
    tokenRequests: [],
    trackingRequests: [],
    revokeTokens: () => validTokens.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/oauth2/v3/token') return token(req, res);
    const tracking = /^\/tracking\/v3\/tracking\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && tracking)
      return track(req, res, decodeURIComponent(tracking[1] as string), url);
    sendJson(res, 404, { error: { code: '404', message: 'Resource not found' } });
  });

  async function token(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const body = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(raw) as Record<string, unknown>)
      : Object.fromEntries(new URLSearchParams(raw));
    state.tokenRequests.push(body);
    if (state.behaviour === 'token-hang') return;
    if (body.grant_type !== 'client_credentials')
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    if (body.client_id !== fakeClientId || body.client_secret !== fakeClientSecret) {
      return sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    issued++;
    const accessToken = `fake-usps-token-${issued}`;
    validTokens.set(accessToken, Date.now() + state.tokenLifetimeSeconds * 1000);
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      issued_at: String(Date.now()),
      expires_in: String(state.tokenLifetimeSeconds),
      status: 'approved',
      scope: 'tracking',
      issuer: 'api.usps.com',
      client_id: fakeClientId,
    });
  }

  function track(req: IncomingMessage, res: ServerResponse, trackingNumber: string, url: URL) {
    state.trackingRequests.push({
      path: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
    });
    if (state.behaviour === 'tracking-hang') return;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = validTokens.get(bearer);
    if (state.behaviour === 'tracking-always-401' || !expiresAt || expiresAt < Date.now()) {
      return sendJson(res, 401, {
        apiVersion: '/tracking/v3',
        error: { code: '401', message: 'Unauthorized' },
      });
    }
    if (state.behaviour === 'tracking-500') {
      return sendJson(res, 500, {
        apiVersion: '/tracking/v3',
        error: { code: '500', message: 'Internal Server Error' },
      });
    }
    if (url.searchParams.get('expand') !== 'DETAIL')
      return sendJson(res, 400, { error: { message: 'expand=DETAIL expected' } });
    const history = histories[trackingNumber];
    if (!history) {
      return sendJson(res, 404, {
        apiVersion: '/tracking/v3',
        error: {
          code: '404',
          message: 'Not Found',
          errors: [
            { title: 'The tracking number may be incorrect or the status update is not yet available.' },
          ],
        },
      });
    }
    const [origin] = history.scans.slice(-1);
    sendJson(res, 200, {
      trackingNumber,
      destinationCity: history.destination[0],
      destinationState: history.destination[1],
      destinationZIP: history.destination[2],
      originCity: origin?.[3],
      originState: origin?.[4],
      originZIP: origin?.[5],
      mailClass: 'First-Class Mail<SUP>&reg;</SUP>',
      mailType: 'DM',
      services: 'Certified Mail<SUP>&#153;</SUP>',
      status: history.status,
      statusCategory: history.category,
      statusSummary: history.summary,
      trackingEvents: history.scans.map(([eventCode, eventType, eventTimestamp, city, stateCode, zip]) => ({
        eventType,
        eventTimestamp,
        eventCountry: null,
        eventCity: city,
        eventState: stateCode,
        [state.zipField]: zip,
        firm: null,
        name: null,
        authorizedAgent: 'false',
        eventCode,
      })),
    });
  }

  state.baseUrl = `${await listenOnLoopback(server)}`;
  return state;
}

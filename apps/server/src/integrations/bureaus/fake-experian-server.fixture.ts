import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { listenOnLoopback, readBody, sendJson } from '../../../test/loopback-http';
import type { BureauIdentity } from './bureaus.port';

/** How the fake answers the next calls; tests switch it to provoke each failure. */
type FakeBehaviour = 'answer' | 'report-500' | 'report-hang' | 'token-hang' | 'report-always-401';

export const fakeExperianClientId = 'fake-experian-client';
export const fakeExperianClientSecret = 'fake-experian-secret';
export const fakeSubscriberCode = '1234567';

/** The person the contract suite pulls; the sandbox and the fake Experian both hold a file for them. */
export const contractPerson: BureauIdentity = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  ssn: '521447812',
  dateOfBirth: '1986-07-14',
  address: { line1: '48 Orchard Lane', city: 'Columbus', state: 'OH', zipCode: '43215' },
};
export const contractNow = new Date('2026-03-12T18:00:00Z');

/** A Credit Profile reply in Experian's codes: a current card, a late auto loan, a collection, inquiries, a judgment. */
const profileOfContractPerson = {
  creditProfile: [
    {
      riskModel: [{ modelIndicator: 'V4', score: '0641' }],
      tradeline: [
        {
          subscriberName: 'CAPITAL ONE',
          accountType: '18',
          accountNumber: '517805XXXXXX4421',
          balanceAmount: '00001840',
          amount1: '00005000',
          status: '11',
          paymentHistory: 'CCCCCCCCCCCCCCCCCCCCCCCC',
          openDate: '03152017',
        },
        {
          subscriberName: 'TOYOTA MOTOR CREDIT',
          accountType: '00',
          accountNumber: '7022199830',
          balanceAmount: '00012450',
          status: '11',
          paymentHistory: 'CCCCC1CCCCCCCCCCCCCCCCCC',
          openDate: '06012021',
          delinquencyDate: '10012025',
        },
        {
          subscriberName: 'MIDLAND CREDIT MANAGEMENT',
          accountType: '48',
          accountNumber: '88412033',
          balanceAmount: '00001245',
          status: '93',
          paymentHistory: 'GGGGGGGGGGGG',
          openDate: '08102023',
          delinquencyDate: '02012023',
        },
      ],
      inquiry: [
        { subscriberName: 'SYNCHRONY BANK', date: '01202026', type: 'H' },
        { subscriberName: 'CREDIT KARMA', date: '02022026', type: 'S' },
      ],
      publicRecord: [
        {
          courtName: 'FRANKLIN CO MUNICIPAL',
          filingDate: '05112022',
          status: '22',
          amount: '00002300',
          referenceNumber: '22CV1188',
        },
      ],
    },
  ],
};

export interface FakeExperianServer {
  baseUrl: string;
  behaviour: FakeBehaviour;
  tokenLifetimeSeconds: number;
  tokenRequests: { authorization: string | undefined; body: string }[];
  reportRequests: { authorization: string | undefined; body: Record<string, unknown> }[];
  revokeTokens(): void;
  close(): Promise<void>;
}

/** A small Experian on loopback: the OAuth token endpoint and the Credit Profile endpoint, over real HTTP. */
export async function startFakeExperianServer(): Promise<FakeExperianServer> {
  const validTokens = new Map<string, number>();
  let issued = 0;
  const state: FakeExperianServer = {
    baseUrl: '',
    behaviour: 'answer',
    tokenLifetimeSeconds: 1800,
    tokenRequests: [],
    reportRequests: [],
    revokeTokens: () => validTokens.clear(),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'POST' && url.pathname === '/oauth2/v1/token') return token(req, res);
    if (req.method === 'POST' && url.pathname === '/consumerservices/credit-profile/v2/credit-report')
      return report(req, res);
    sendJson(res, 404, { errors: [{ message: 'Resource not found' }] });
  });

  async function token(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    state.tokenRequests.push({ authorization: req.headers.authorization, body });
    if (state.behaviour === 'token-hang') return;
    const expected = `Basic ${Buffer.from(`${fakeExperianClientId}:${fakeExperianClientSecret}`).toString('base64')}`;
    if (new URLSearchParams(body).get('grant_type') !== 'client_credentials')
      return sendJson(res, 400, { error: 'unsupported_grant_type' });
    if (req.headers.authorization !== expected)
      return sendJson(res, 401, {
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    issued++;
    const accessToken = `fake-experian-token-${issued}`;
    validTokens.set(accessToken, Date.now() + state.tokenLifetimeSeconds * 1000);
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: String(state.tokenLifetimeSeconds),
    });
  }

  async function report(req: IncomingMessage, res: ServerResponse) {
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    state.reportRequests.push({ authorization: req.headers.authorization, body });
    if (state.behaviour === 'report-hang') return;
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const expiresAt = validTokens.get(bearer);
    if (state.behaviour === 'report-always-401' || !expiresAt || expiresAt < Date.now())
      return sendJson(res, 401, { errors: [{ message: 'Invalid access token' }] });
    if (state.behaviour === 'report-500')
      return sendJson(res, 500, { errors: [{ message: 'Internal error, please retry' }] });
    const applicant = (body.consumerPii as { primaryApplicant?: { ssn?: { ssn?: string } } } | undefined)
      ?.primaryApplicant;
    if (applicant?.ssn?.ssn !== contractPerson.ssn)
      return sendJson(res, 404, { errors: [{ message: 'No record found' }] });
    sendJson(res, 200, profileOfContractPerson);
  }

  state.baseUrl = await listenOnLoopback(server);
  return state;
}

import type { AppInfo } from '@app/contracts/app-info.contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

/** The page's company, which every layout asks for: the platform's own, without a brand of its own. */
const platformAppInfo: AppInfo = {
  companyName: 'Credit Repair Co.',
  supportEmail: 'support@example.com',
  supportPhone: null,
  primaryColour: null,
  logoUrl: null,
  organizationSlug: null,
  integrations: { mail: 'outbox', bureaus: 'sandbox' },
};

/**
 * The API as tests describe it (msw); each test adds the answers it needs with `server.use`. Only
 * the company's public facts are answered for every test.
 */
export const server = setupServer(http.get('*/api/app-info', () => HttpResponse.json(platformAppInfo)));

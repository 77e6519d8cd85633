import type { OrganizationBranding } from '@app/contracts/organizations.contract';
import type { Config } from '../../config';

/**
 * The platform's own organization as the deployment's settings name it: the company, its address
 * (the CROA business and the letters' return address) and its support address.
 */
export function platformBrandingFrom(
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_ADDRESS' | 'SUPPORT_EMAIL'>,
): Partial<OrganizationBranding> {
  return {
    companyName: config.COMPANY_NAME,
    senderName: config.COMPANY_NAME,
    croaBusinessName: config.COMPANY_NAME,
    returnAddress: config.COMPANY_ADDRESS,
    croaBusinessAddress: config.COMPANY_ADDRESS,
    supportEmail: config.SUPPORT_EMAIL,
  };
}

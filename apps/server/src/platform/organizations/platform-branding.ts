import { type OrganizationBranding, organizationLimits } from '@app/contracts/organizations.contract';
import type { Config } from '../../config';

/**
 * The platform's own organization as the deployment's settings name it: the company, its address
 * (the CROA business and the letters' return address) and its support address.
 */
export function platformBrandingFrom(
  config: Pick<Config, 'COMPANY_NAME' | 'COMPANY_ADDRESS' | 'SUPPORT_EMAIL'>,
): Partial<OrganizationBranding> {
  // Cut to the columns' lengths: a longer setting must not stop the server from starting.
  const name = config.COMPANY_NAME.slice(0, organizationLimits.name);
  return {
    companyName: name,
    senderName: name,
    croaBusinessName: name,
    returnAddress: config.COMPANY_ADDRESS,
    croaBusinessAddress: config.COMPANY_ADDRESS,
    supportEmail: config.SUPPORT_EMAIL.slice(0, organizationLimits.email),
  };
}

import type { MailMessage, MailPort } from '../../integrations/mail/mail.port';
import type { BrandOf, OrganizationBrand } from './organization-brand';

/** The closing every e-mail of a company carries: who sent it and how to reach them. */
function mailSignature(brand: Pick<OrganizationBrand, 'companyName' | 'supportEmail' | 'supportPhone'>) {
  const contact = [brand.supportEmail, brand.supportPhone].filter(Boolean).join(' or ');
  return `--\n${brand.companyName}\nQuestions? Contact us at ${contact}.`;
}

/**
 * Mail sent for an organization (`organizationId` on the message) goes out under its sender name
 * and closes with its company name and support contact, so a White Label company's clients hear
 * from that company, not from the platform.
 */
export function withOrganizationBrand(port: MailPort, brandOf: BrandOf): MailPort {
  return {
    transport: port.transport,
    async send(message: MailMessage) {
      const { organizationId, ...rest } = message;
      if (organizationId === undefined) return port.send(rest);
      const brand = await brandOf(organizationId);
      // The organization stays on the message: the outbox keeps the mail as that organization's.
      return port.send({
        ...rest,
        organizationId,
        fromName: brand.senderName,
        body: `${rest.body}\n\n${mailSignature(brand)}`,
      });
    },
  };
}

/**
 * The fields of an organization's branding and CROA details, in the words its settings form uses:
 * the audit log names the ones a save changed.
 */
export const organizationBrandingFieldLabels = {
  companyName: 'Company name',
  primaryColour: 'Primary colour',
  supportEmail: 'Support e-mail',
  supportPhone: 'Support phone',
  senderName: 'Sender name',
  returnAddress: 'Return address',
  croaBusinessName: 'CROA business name',
  croaBusinessAddress: 'CROA business address',
} as const;
export type OrganizationBrandingField = keyof typeof organizationBrandingFieldLabels;
export const organizationBrandingFields = Object.keys(
  organizationBrandingFieldLabels,
) as OrganizationBrandingField[];

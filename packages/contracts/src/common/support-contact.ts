/** The address the landing footer and the lead fallback toast name. Set by SUPPORT_EMAIL on the server. */
export const defaultSupportEmail = 'support@example.com';

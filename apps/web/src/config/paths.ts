/** Every route path of the web app (consumer site, client page and admin portal), written once. */
export const paths = {
  landing: '/',
  getStarted: '/get-started',
  login: '/login',
  clientSignIn: '/auth',
  adminSignIn: '/admin/auth',
  /** Asks for a reset link by e-mail (same as the contract's forgotPasswordPath). */
  forgotPassword: '/forgot-password',
  /** The one-time link of a reset or invitation e-mail (same as the contract's passwordLinkPath). */
  passwordLink: '/reset-password',
  dashboard: '/dashboard',
  creditRepair: '/credit-repair',
  studentLoans: '/student-loans',
  creditBuilding: '/credit-building',
  education: '/education',
  educationArticle: (id: number) => `/education/${id}`,
  experian: '/experian',
  billing: '/billing',
  checkout: '/checkout',
  paymentSuccess: '/payment-success',
  admin: '/admin',
  supportAdmin: '/support-admin',
  adminPortal: '/admin-portal',
  /** A published help article (the support assistant links them); same as the contract's helpArticlePath. */
  helpArticle: '/help/:slug',
  /** A dispute letter alone, ready to print (opened in a new tab from the Dispute Center). */
  letterPrint: '/letters/print',
  /** An admin's two-factor sign-in settings (enrolment when ADMIN_MFA=optional). */
  twoFactor: '/account/two-factor',
  /** The person's e-mail notice choices (their profile). */
  noticeSettings: '/account/notices',
  /** A notice e-mail's unsubscribe link (same as the contract's unsubscribePath), signed in or not. */
  unsubscribe: '/unsubscribe',
} as const;

export const checkoutPath = (planId: number) => `${paths.checkout}?planId=${planId}`;

/** The admin portal's sections; the first is also the default for unknown sub-paths. */
export const adminPortalSections = [
  { slug: '', label: 'Work Queue', heading: 'Work Queue' },
  { slug: 'clients', label: 'Client Management', heading: 'Client Management' },
  { slug: 'disputes', label: 'Dispute Center', heading: 'Dispute Center' },
  { slug: 'tracking', label: 'USPS Tracking', heading: 'USPS Tracking Management' },
  { slug: 'bureau-analysis', label: 'Bureau Analysis', heading: 'Bureau Response Analysis' },
  { slug: 'chat', label: 'Client Communication', heading: 'Client Communication' },
  { slug: 'leads', label: 'Leads', heading: 'Leads' },
  { slug: 'analytics', label: 'Analytics', heading: 'Analytics' },
  { slug: 'settings', label: 'Settings', heading: 'Settings' },
] as const;
export type AdminPortalSection = (typeof adminPortalSections)[number];

export const adminPortalPath = (slug: string) => (slug ? `${paths.adminPortal}/${slug}` : paths.adminPortal);

/** Paths that show the sign-in screen, signed in or not. */
export const signInPaths: readonly string[] = [paths.login, paths.clientSignIn, paths.adminSignIn];

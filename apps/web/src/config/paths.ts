import { companySignupPath } from '@app/contracts/common/organization-path';
import {
  type TeamAbility,
  type TeamMemberLike,
  teamCan,
  teamInvitationPath,
} from '@app/contracts/team-roles';

/** Every route path of the web app (consumer site, client page and admin portal), written once. */
export const paths = {
  landing: '/',
  getStarted: '/get-started',
  login: '/login',
  /** A company's own landing page on the platform's host (its sign-in is `/o/:slug/sign-in`). */
  organizationLanding: '/o/:slug',
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
  /** White Label sign-up: the address, then (from the e-mailed link) the company and its owner. */
  companySignup: companySignupPath,
  /** A team invitation's one-time link: the new member's password, then two-step sign-in. */
  teamInvitation: teamInvitationPath,
} as const;

export const checkoutPath = (planId: number) => `${paths.checkout}?planId=${planId}`;

/**
 * The admin portal's sections, each shown to the team roles with its ability (`team-roles.ts`);
 * the first a person may open is also their default for unknown sub-paths.
 */
export const adminPortalSections = [
  { slug: '', label: 'Work Queue', heading: 'Work Queue', ability: 'listClients' },
  { slug: 'clients', label: 'Client Management', heading: 'Client Management', ability: 'listClients' },
  { slug: 'disputes', label: 'Dispute Center', heading: 'Dispute Center', ability: 'workClients' },
  { slug: 'tracking', label: 'USPS Tracking', heading: 'USPS Tracking Management', ability: 'trackLetters' },
  {
    slug: 'bureau-analysis',
    label: 'Bureau Analysis',
    heading: 'Bureau Response Analysis',
    ability: 'bureauAnswers',
  },
  { slug: 'uploads', label: 'Report Uploads', heading: 'Report Uploads', ability: 'uploads' },
  { slug: 'chat', label: 'Client Communication', heading: 'Client Communication', ability: 'workClients' },
  { slug: 'leads', label: 'Leads', heading: 'Leads', ability: 'leads' },
  { slug: 'analytics', label: 'Analytics', heading: 'Analytics', ability: 'runOffice' },
  { slug: 'team', label: 'Team', heading: 'Team', ability: 'manageTeam' },
  { slug: 'settings', label: 'Settings', heading: 'Settings', ability: 'runOffice' },
  { slug: 'import', label: 'Import Clients', heading: 'Import Clients', ability: 'importClients' },
  {
    slug: 'sensitive-access',
    label: 'Sensitive Access',
    heading: 'Sensitive Access',
    ability: 'viewSensitiveLog',
  },
  /** The platform operator's alone (the office of the company that runs the platform). */
  {
    slug: 'organizations',
    label: 'Organizations',
    heading: 'Organizations',
    ability: 'runOffice',
    operatorOnly: true,
  },
] as const satisfies readonly {
  slug: string;
  label: string;
  heading: string;
  ability: TeamAbility;
  operatorOnly?: true;
}[];

/** The sections a person may open: their role's abilities (and the operator's own section). */
export const adminPortalSectionsFor = (user: TeamMemberLike & { platformOperator?: boolean }) =>
  adminPortalSections.filter(
    (section) => teamCan(user, section.ability) && (!('operatorOnly' in section) || !!user.platformOperator),
  );
export type AdminPortalSection = (typeof adminPortalSections)[number];

export const adminPortalPath = (slug: string) => (slug ? `${paths.adminPortal}/${slug}` : paths.adminPortal);

/** Paths that show the sign-in screen, signed in or not. */
export const signInPaths: readonly string[] = [paths.login, paths.clientSignIn, paths.adminSignIn];

/** Where the team checks and confirms a client's bureau answer letter: Bureau Analysis, the letter open. */
export const answerLetterConfirmPath = (clientId: number, letterId: number) =>
  `${adminPortalPath('bureau-analysis')}?client=${clientId}&letter=${letterId}`;

import { isTeamMember, teamCan } from '@app/contracts/team-roles';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { paths, signInPaths } from '../config/paths';
import { useSecondFactorStatus } from '../features/auth/api/get-second-factor-status';
import { useImpersonation } from '../features/impersonation/api/get-impersonation';
import { useSession } from '../lib/session';
import { PublicLayout } from './layouts/public-layout';
import { DashboardSkeleton } from './routes/client/dashboard-skeleton';
import { LandingPage } from './routes/public/landing';

// Everything a signed-out visitor cannot reach loads on demand, so the landing page stays small.
function lazyNamed<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  return lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
}

// The lead form and sign-in carry the form library and their schemas; the landing page needs neither.
const GetStartedPage = lazyNamed(() => import('./routes/public/get-started'), 'GetStartedPage');
const SignInPage = lazyNamed(() => import('./routes/public/sign-in'), 'SignInPage');
const CompanySignupPage = lazyNamed(() => import('./routes/public/company-signup'), 'CompanySignupPage');
const TeamInvitationPage = lazyNamed(() => import('./routes/public/team-invitation'), 'TeamInvitationPage');
const ClientLayout = lazyNamed(() => import('./layouts/client-layout'), 'ClientLayout');
const AdminLayout = lazyNamed(() => import('./layouts/admin-layout'), 'AdminLayout');
const PasswordSetupPage = lazyNamed(() => import('./routes/auth/password-setup'), 'PasswordSetupPage');
const ForgotPasswordPage = lazyNamed(() => import('./routes/auth/forgot-password'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('./routes/auth/reset-password'), 'ResetPasswordPage');
const SecondFactorPage = lazyNamed(() => import('./routes/auth/second-factor'), 'SecondFactorPage');
const TwoFactorSettingsPage = lazyNamed(
  () => import('./routes/auth/two-factor-settings'),
  'TwoFactorSettingsPage',
);
const CreditRepairPage = lazyNamed(() => import('./routes/client/credit-repair'), 'CreditRepairPage');
const DashboardPage = lazyNamed(() => import('./routes/client/dashboard'), 'DashboardPage');
const StudentLoansPage = lazyNamed(() => import('./routes/client/student-loans'), 'StudentLoansPage');
const CreditBuildingPage = lazyNamed(() => import('./routes/client/credit-building'), 'CreditBuildingPage');
const EducationPage = lazyNamed(() => import('./routes/client/education'), 'EducationPage');
const ExperianPage = lazyNamed(() => import('./routes/client/experian'), 'ExperianPage');
const BillingPage = lazyNamed(() => import('./routes/client/billing'), 'BillingPage');
const CheckoutPage = lazyNamed(() => import('./routes/client/checkout'), 'CheckoutPage');
const PaymentSuccessPage = lazyNamed(() => import('./routes/client/payment-success'), 'PaymentSuccessPage');
const NotFoundPage = lazyNamed(() => import('./routes/client/not-found'), 'NotFoundPage');
const AccessDeniedPage = lazyNamed(() => import('./routes/admin/access-denied'), 'AccessDeniedPage');
const AdminDashboardPage = lazyNamed(() => import('./routes/admin/admin-dashboard'), 'AdminDashboardPage');
const SupportAdminPage = lazyNamed(() => import('./routes/admin/support-admin'), 'SupportAdminPage');
const AdminPortalPage = lazyNamed(() => import('./routes/admin/admin-portal'), 'AdminPortalPage');
const UnsubscribePage = lazyNamed(() => import('./routes/public/unsubscribe'), 'UnsubscribePage');
const NoticeSettingsPage = lazyNamed(() => import('./routes/client/notice-settings'), 'NoticeSettingsPage');
const HelpArticlePage = lazyNamed(() => import('./routes/public/help-article'), 'HelpArticlePage');
const LetterPrintPage = lazyNamed(() => import('./routes/admin/letter-print'), 'LetterPrintPage');

/**
 * Sign-in and password screens are the client's own: an admin testing as the client never meets
 * them, and is taken to the client's home (under the Test as Client banner) instead.
 */
function OutsideTestAsClient({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const client = !!user && !isTeamMember(user);
  const impersonation = useImpersonation({ enabled: client });
  if (!client) return children;
  if (impersonation.isPending) return <PageLoader />;
  if (impersonation.data?.active) return <Navigate to={paths.creditRepair} replace />;
  return children;
}

/** Reached from the sign-in screen or an e-mail, signed in or not. */
const passwordLinkRoutes = [paths.forgotPassword, paths.passwordLink].map((path) => (
  <Route
    key={path}
    path={path}
    element={
      <OutsideTestAsClient>
        <Suspense fallback={<PageLoader />}>
          {path === paths.forgotPassword ? <ForgotPasswordPage /> : <ResetPasswordPage />}
        </Suspense>
      </OutsideTestAsClient>
    }
  />
));

/** A notice e-mail's unsubscribe link works signed in or not. */
const unsubscribeRoute = (
  <Route
    path={paths.unsubscribe}
    element={
      <Suspense fallback={<PageLoader />}>
        <UnsubscribePage />
      </Suspense>
    }
  />
);

/** Which pages a person reaches, by session, role and forced password setup. */
export function AppRoutes() {
  const { user } = useSession();
  // An admin may still owe the second factor; until it is given the server refuses everything else.
  const secondFactor = useSecondFactorStatus({ enabled: !!user && isTeamMember(user) });
  const testAsClient = useImpersonation({
    enabled: !!user && !isTeamMember(user) && user.requiresPasswordReset,
  });

  if (!user) {
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route index element={<LandingPage />} />
          {/* A company without a host of its own: its landing page; /o/<slug>/sign-in falls to sign-in. */}
          <Route path={paths.organizationLanding} element={<LandingPage />} />
          <Route path={paths.getStarted} element={<GetStartedPage />} />
          <Route path={paths.companySignup} element={<CompanySignupPage />} />
          <Route path={paths.teamInvitation} element={<TeamInvitationPage />} />
          {passwordLinkRoutes}
          {unsubscribeRoute}
          <Route
            path={paths.helpArticle}
            element={
              <Suspense fallback={<PageLoader />}>
                <HelpArticlePage />
              </Suspense>
            }
          />
          <Route path="*" element={<SignInPage />} />
        </Route>
      </Routes>
    );
  }

  if (isTeamMember(user) && secondFactor.isPending) return <PageLoader />;
  if (secondFactor.data?.pending) {
    return (
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route element={<PublicLayout />}>
            <Route path="*" element={<SecondFactorPage />} />
          </Route>
        </Routes>
      </Suspense>
    );
  }

  // Until the temporary password is replaced, the server refuses everything else; the password is
  // the client's to choose, never the admin's testing as them, who goes on to the client's pages.
  if (user.requiresPasswordReset && !testAsClient.data?.active) {
    if (!isTeamMember(user) && testAsClient.isPending) return <PageLoader />;
    return (
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<PasswordSetupPage />} />
        </Route>
      </Routes>
    );
  }

  const admin = isTeamMember(user);
  // The Admin Dashboard and the Support Center are the office's; the rest of the team works in the portal.
  const office = teamCan(user, 'runOffice');
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path={paths.getStarted} element={<GetStartedPage />} />
          {passwordLinkRoutes}
          {unsubscribeRoute}
          {signInPaths.map((path) => (
            <Route
              key={path}
              path={path}
              element={
                <OutsideTestAsClient>
                  <SignInPage />
                </OutsideTestAsClient>
              }
            />
          ))}
        </Route>
        {admin && (
          <Route element={<AdminLayout />}>
            <Route index element={<AdminPortalPage />} />
            <Route path={`${paths.adminPortal}/*`} element={<AdminPortalPage />} />
            <Route path={paths.admin} element={office ? <AdminDashboardPage /> : <AccessDeniedPage />} />
            <Route path={paths.twoFactor} element={<TwoFactorSettingsPage />} />
            {/* Admin work: inside the admin portal's navigation, like the rest of it. */}
            <Route path={paths.supportAdmin} element={office ? <SupportAdminPage /> : <AccessDeniedPage />} />
          </Route>
        )}
        {/* The letter alone, without the portal around it, for printing. */}
        {admin && <Route path={paths.letterPrint} element={<LetterPrintPage />} />}
        <Route element={<ClientLayout />}>
          {!admin && <Route index element={<CreditRepairPage />} />}
          {!admin && <Route path={`${paths.adminPortal}/*`} element={<AccessDeniedPage />} />}
          <Route path={paths.creditRepair} element={<CreditRepairPage />} />
          <Route
            path={paths.dashboard}
            element={
              <Suspense fallback={<DashboardSkeleton />}>
                <DashboardPage />
              </Suspense>
            }
          />
          <Route path={paths.studentLoans} element={<StudentLoansPage />} />
          <Route path={paths.creditBuilding} element={<CreditBuildingPage />} />
          <Route path={paths.education} element={<EducationPage />} />
          <Route path={`${paths.education}/:articleId`} element={<EducationPage />} />
          <Route path={paths.experian} element={<ExperianPage />} />
          <Route path={paths.billing} element={<BillingPage />} />
          <Route path={paths.noticeSettings} element={<NoticeSettingsPage />} />
          <Route path={paths.checkout} element={<CheckoutPage />} />
          <Route path={paths.paymentSuccess} element={<PaymentSuccessPage />} />
          <Route path={paths.helpArticle} element={<HelpArticlePage />} />
          {!admin && <Route path={paths.admin} element={<AccessDeniedPage />} />}
          {!admin && <Route path={paths.supportAdmin} element={<AccessDeniedPage />} />}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </Suspense>
  );
}

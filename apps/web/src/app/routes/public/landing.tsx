import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useAppInfo } from '../../../features/app-info/api/get-app-info';
import { AccessLevelSection } from '../../../features/marketing/components/access-level-section';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { HeroSection } from '../../../features/marketing/components/hero-section';
import { IntegrationsSection } from '../../../features/marketing/components/integrations-section';
import marketing from '../../../features/marketing/components/marketing.module.css';
import { SectionHeading } from '../../../features/marketing/components/section-heading';
import { SecuritySection } from '../../../features/marketing/components/security-section';
import { StudentLoanPromo } from '../../../features/marketing/components/student-loan-promo';
import { PlanCards } from '../../../features/plans/components/plan-cards';
import { useOrganizationAddress } from '../../../lib/organization-address';
import { Stage, StagedSections } from '../../../lib/staged-sections';

/** `/` signed out: the landing page. */
export function LandingPage() {
  // At /o/<slug> every way in keeps the company: its lead form, its sign-in.
  const address = useOrganizationAddress();
  const startPath = address.to(paths.getStarted);
  const below = [
    <StudentLoanPromo key="loans" startPath={startPath} />,
    <FeatureGrid key="features" />,
    <IntegrationsSection key="integrations" />,
    <AccessLevelSection
      key="access"
      clientPath={address.signInAt(paths.clientSignIn)}
      adminPath={address.signInAt(paths.adminSignIn)}
    />,
    <SecuritySection key="security" />,
  ];
  const companyName = useAppInfo().data?.companyName;
  return (
    <StagedSections total={below.length}>
      <title>{`${companyName ?? 'Credit Repair'} — AI-assisted credit repair and financial wellness`}</title>
      <HeroSection startPath={startPath} adminPath={address.signInAt(paths.adminSignIn)} />
      <section aria-labelledby="pricing-title" className={`${marketing.container} ${marketing.section}`}>
        <SectionHeading
          id="pricing-title"
          title="Plans and pricing"
          intro="Monthly plans for individuals and for professionals with their own clients."
        />
        <PlanCards
          action={(plan) => (
            // A consumer's plan goes with their request to the team; a professional plan (White
            // Label) is a company's own sign-up.
            <Button
              component={Link}
              to={
                plan.kind === 'professional'
                  ? paths.companySignup
                  : address.to(`${paths.getStarted}?plan=${plan.id}`)
              }
              variant={plan.mostPopular ? 'filled' : 'default'}
              fullWidth
              aria-label={`Get Started with the ${plan.name}`}
            >
              Get Started
            </Button>
          )}
        />
      </section>
      {below.map((section, i) => (
        <Stage key={section.key} at={i + 1}>
          {section}
        </Stage>
      ))}
    </StagedSections>
  );
}

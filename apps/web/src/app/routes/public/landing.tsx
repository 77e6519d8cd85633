import { Box, Button, Container } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { AccessLevelSection } from '../../../features/marketing/components/access-level-section';
import { FeatureGrid } from '../../../features/marketing/components/feature-grid';
import { HeroSection } from '../../../features/marketing/components/hero-section';
import { IntegrationsSection } from '../../../features/marketing/components/integrations-section';
import { SectionHeading } from '../../../features/marketing/components/section-heading';
import { SecuritySection } from '../../../features/marketing/components/security-section';
import { StudentLoanPromo } from '../../../features/marketing/components/student-loan-promo';
import { PlanCards } from '../../../features/plans/components/plan-cards';

/** `/` signed out (spec 000 section 2, landing page). */
export function LandingPage() {
  return (
    <>
      <title>Credit Repair — AI-assisted credit repair and financial wellness</title>
      <HeroSection startPath={paths.getStarted} adminPath={paths.adminSignIn} />
      <Box component="section" aria-labelledby="pricing-title" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <SectionHeading
            id="pricing-title"
            title="Plans and pricing"
            intro="Monthly plans for individuals and for professionals with their own clients."
          />
          <PlanCards
            action={(plan) => (
              <Button
                component={Link}
                to={paths.billing}
                variant={plan.mostPopular ? 'filled' : 'default'}
                fullWidth
                aria-label={`Get Started with the ${plan.name}`}
              >
                Get Started
              </Button>
            )}
          />
        </Container>
      </Box>
      <StudentLoanPromo startPath={paths.getStarted} />
      <FeatureGrid />
      <IntegrationsSection />
      <AccessLevelSection clientPath={paths.clientSignIn} adminPath={paths.adminSignIn} />
      <SecuritySection />
    </>
  );
}

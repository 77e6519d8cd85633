import { creditFigureMessages } from '@app/contracts/credit-figures';
import '@mantine/core/styles/Progress.css';
import {
  businessCreditFormulas,
  businessCreditPlatform,
  businessCreditThreshold,
} from '@app/contracts/business-credit.contract';
import { Alert, Button, Group, Paper, Progress, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconExternalLink } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormulaFigure } from '../../../components/formula-figure/formula-figure';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useBusinessCreditEligibility } from '../api/get-business-credit-eligibility';

/** The Business tab: eligibility at 680 from the person's real score. */
export function BusinessCreditPanel() {
  const eligibility = useBusinessCreditEligibility();
  if (eligibility.isPending) return <ListSkeleton label="Loading business credit eligibility" rows={1} />;
  if (eligibility.isError)
    return <ListError what="business credit eligibility" onRetry={() => eligibility.refetch()} />;
  const e = eligibility.data;
  const platform = (
    <Button
      component="a"
      href={businessCreditPlatform.url}
      target="_blank"
      rel="noopener noreferrer"
      variant={e.eligible ? 'filled' : 'light'}
      rightSection={<IconExternalLink size={16} aria-hidden />}
    >
      Open {businessCreditPlatform.name} (new tab)
    </Button>
  );
  if (e.score === null)
    return (
      <EmptyState icon={IconBuildingStore} title="No credit score yet" action={platform}>
        Eligibility is worked out from your credit score. Connect a credit monitoring service on the Monitor
        tab, or enter your report’s figures, and it appears here.
      </EmptyState>
    );
  return (
    <Stack>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz="h4">
            Business credit eligibility
          </Title>
          <ToneBadge color={e.eligible ? 'green' : 'orange'} size="lg">
            {e.eligible ? 'Eligible' : 'Not yet eligible'}
          </ToneBadge>
        </Group>
        <Progress
          value={e.progressPercent}
          color={e.eligible ? 'green' : 'orange'}
          size="xl"
          radius="xl"
          aria-label={`Progress to ${businessCreditThreshold}: ${e.progressPercent}%`}
        />
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FormulaFigure
          label="Your score"
          value={e.score}
          formula={
            e.scoreEnteredBySpecialist
              ? `Your starting score, ${creditFigureMessages.enteredBySpecialist}.`
              : 'Your latest credit report’s score.'
          }
        />
        <FormulaFigure
          label="Progress"
          value={`${e.progressPercent}%`}
          formula={businessCreditFormulas.progress}
        />
        <FormulaFigure
          label="Points remaining"
          value={e.pointsRemaining}
          formula={businessCreditFormulas.remaining}
        />
      </SimpleGrid>
      <Alert color="gray" variant="light">
        {businessCreditPlatform.name} is an outside business-credit platform; we have no tie to it and cannot
        say which cards or limits it will show you. Lenders decide on their own criteria, usually including
        your business’s revenue and time in business.
      </Alert>
      <Group>{platform}</Group>
    </Stack>
  );
}

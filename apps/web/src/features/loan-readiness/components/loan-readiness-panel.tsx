import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Tabs.css';
import { formatCents } from '@app/contracts/common/money';
import {
  type LoanAssessment,
  type LoanProfile,
  type LoanProfileFormValues,
  loanMessages,
  loanProfileForm,
  loanTypeLabels,
  loanTypes,
} from '@app/contracts/loan-readiness.contract';
import {
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useAssessLoan } from '../api/assess-loan';
import { useLoanAssessments } from '../api/get-loan-assessments';
import { useLoanProfile } from '../api/get-loan-profile';
import { useSaveLoanProfile } from '../api/save-loan-profile';
import { AssessmentResults } from './assessment-results';
import { formValuesOf, profileOf } from './loan-profile-values';
import { ProfileFields } from './profile-fields';

/** The Loan tab: Financial Profile, Loan Assessment, Results & Insights. */
export function LoanReadinessPanel() {
  const profile = useLoanProfile();
  if (profile.isPending) return <ListSkeleton label="Loading your financial profile" />;
  if (profile.isError) return <ListError what="your financial profile" onRetry={() => profile.refetch()} />;
  return <LoanReadinessTabs initial={profile.data.profile} saved={profile.data.savedAt !== null} />;
}

function LoanReadinessTabs({ initial, saved }: { initial: LoanProfile; saved: boolean }) {
  const form = useForm<LoanProfileFormValues>({
    name: useFormName(),
    initialValues: formValuesOf(initial),
    validate: contractResolver(loanProfileForm),
  });
  const save = useSaveLoanProfile();
  const assess = useAssessLoan();
  const assessments = useLoanAssessments();
  const [tab, setTab] = useState<string | null>('profile');
  const [shownId, setShownId] = useState<number | null>(null);
  const list = assessments.data ?? [];
  const shown: LoanAssessment | undefined = list.find((a) => a.id === shownId) ?? list[0];
  const loanAmount = form.getValues().loanAmount;

  const onSave = form.onSubmit((values) =>
    save.mutate(profileOf(values), {
      onSuccess: () =>
        notify({ color: 'green', title: loanMessages.saved, message: 'Your financial profile is saved.' }),
      onError: (e) => {
        if (!setServerFieldErrors(form, e))
          notify({ color: 'red', title: 'Error', message: loanMessages.saveFailed });
      },
    }),
  );
  const onAssess = form.onSubmit((values) =>
    assess.mutate(profileOf(values), {
      onSuccess: (a) => {
        notify({
          color: 'green',
          title: loanMessages.assessed,
          message: `Readiness score: ${a.readinessScore}%`,
        });
        setShownId(a.id);
        setTab('results');
      },
      onError: (e) => {
        if (!setServerFieldErrors(form, e))
          notify({
            color: 'red',
            title: 'Assessment Failed',
            message: errorMessage(e, loanMessages.assessFailed),
          });
      },
    }),
  );

  return (
    <Tabs value={tab} onChange={setTab}>
      <Tabs.List mb="md">
        <Tabs.Tab value="profile">Financial Profile</Tabs.Tab>
        <Tabs.Tab value="assessment">Loan Assessment</Tabs.Tab>
        <Tabs.Tab value="results">Results & Insights</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="profile">
        <form onSubmit={onSave} noValidate>
          <Stack>
            {!saved && (
              <Text fz="sm" c="dimmed">
                Enter your figures in whole dollars; the credit score starts from your latest report.
              </Text>
            )}
            <ProfileFields form={form} />
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save Profile
              </Button>
            </Group>
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="assessment">
        <form onSubmit={onAssess} noValidate>
          <Stack>
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <NativeSelect
                  label="Loan type"
                  data={loanTypes.map((t) => ({ value: t, label: loanTypeLabels[t] }))}
                  {...form.getInputProps('loanType')}
                  key={form.key('loanType')}
                />
                <NumberInput
                  label="Loan amount"
                  prefix="$"
                  min={0}
                  allowNegative={false}
                  decimalScale={0}
                  thousandSeparator=","
                  {...form.getInputProps('loanAmount')}
                  key={form.key('loanAmount')}
                />
                <NumberInput
                  label="Down payment"
                  prefix="$"
                  min={0}
                  allowNegative={false}
                  decimalScale={0}
                  thousandSeparator=","
                  {...form.getInputProps('downPayment')}
                  key={form.key('downPayment')}
                />
              </SimpleGrid>
              <Group justify="flex-end" mt="md">
                <Button type="submit" loading={assess.isPending} disabled={!loanAmount}>
                  Run AI Assessment
                </Button>
              </Group>
            </Paper>
            <Text fz="sm" c="dimmed">
              The assessment uses the figures of your Financial Profile and saves them.
            </Text>
            {list.length > 0 && (
              <Stack gap="xs">
                <Text fw={600}>Past assessments</Text>
                {list.map((a) => (
                  <UnstyledButton
                    key={a.id}
                    onClick={() => {
                      setShownId(a.id);
                      setTab('results');
                    }}
                  >
                    <Paper withBorder radius="md" p="sm">
                      <Group justify="space-between">
                        <Text fz="sm">
                          {loanTypeLabels[a.loanType]} · {formatCents(a.loanAmount)} ·{' '}
                          {personDate(a.createdAt)}
                        </Text>
                        <Text fz="sm" fw={600}>
                          Readiness {a.readinessScore}/100
                        </Text>
                      </Group>
                    </Paper>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </Stack>
        </form>
      </Tabs.Panel>
      <Tabs.Panel value="results">
        {shown ? (
          <AssessmentResults assessment={shown} />
        ) : (
          <EmptyState icon={IconReportAnalytics} title="No assessment yet">
            Fill in your Financial Profile, enter a loan amount on the Loan Assessment tab and choose Run AI
            Assessment.
          </EmptyState>
        )}
      </Tabs.Panel>
    </Tabs>
  );
}

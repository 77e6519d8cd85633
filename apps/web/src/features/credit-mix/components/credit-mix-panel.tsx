import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Table.css';
import { formatCents } from '@app/contracts/common/money';
import { creditMixFormulas } from '@app/contracts/credit-mix';
import { type MixProduct, mixKindLabels } from '@app/contracts/credit-mix.contract';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Tabs, Text } from '@mantine/core';
import { IconChartPie } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { FormulaFigure } from '../../../components/formula-figure/formula-figure';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { ToneBadge } from '../../../components/status-badge/tone-badge';
import { useCreditMix } from '../api/get-credit-mix';
import { ProductDetailsDialog } from './product-details-dialog';

const priorityLabel = { HIGH: 'High', MEDIUM: 'Medium', LOW: 'Low' } as const;

/** The Mix tab: Recommendations, Action Plan, Current Mix, AI Analysis. */
export function CreditMixPanel() {
  const mix = useCreditMix();
  const [open, setOpen] = useState<MixProduct | null>(null);
  if (mix.isPending) return <ListSkeleton label="Loading your credit mix" />;
  if (mix.isError) return <ListError what="your credit mix" onRetry={() => mix.refetch()} />;
  const m = mix.data;
  return (
    <Stack>
      {!m.hasCreditFile && (
        <EmptyState icon={IconChartPie} title="No credit file imported yet">
          Connect a credit monitoring service on the Monitor tab: the analysis reads the accounts of your
          imported file.
        </EmptyState>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <FormulaFigure
          label="Current mix score"
          value={`${m.currentMixScore}/100`}
          formula={creditMixFormulas.score}
        />
        <FormulaFigure
          label="Target mix score"
          value={`${m.targetMixScore}/100`}
          formula={creditMixFormulas.target}
        />
        <FormulaFigure
          label="Improvement potential"
          value={`+${m.improvementPotential}`}
          formula="Target − current."
        />
      </SimpleGrid>
      <Tabs defaultValue="recommendations">
        <Tabs.List mb="md">
          <Tabs.Tab value="recommendations">Recommendations</Tabs.Tab>
          <Tabs.Tab value="plan">Action Plan</Tabs.Tab>
          <Tabs.Tab value="current">Current Mix</Tabs.Tab>
          <Tabs.Tab value="analysis">AI Analysis</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="recommendations">
          <Stack gap="sm">
            {m.recommendedProducts.length === 0 && (
              <Text>
                Your file already has revolving and installment credit in good standing: no new account is
                needed for mix.
              </Text>
            )}
            {m.recommendedProducts.map((p) => (
              <Paper key={p.id} withBorder radius="md" p="md">
                <Group justify="space-between" gap="xs">
                  <div>
                    <Text fw={600}>{p.name}</Text>
                    <Text fz="sm" c="dimmed">
                      {mixKindLabels[p.type]} · +{p.impact} mix points · {p.timeline}
                    </Text>
                  </div>
                  <Group gap="xs">
                    {p.intentRecordedOn && (
                      <ToneBadge color="green">Intent recorded {p.intentRecordedOn}</ToneBadge>
                    )}
                    <Button variant="light" onClick={() => setOpen(p)}>
                      Details
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="plan">
          <Stack gap="sm">
            {m.actionPlan.map((s) => (
              <Paper key={s.step} withBorder radius="md" p="md">
                <Group gap="xs" mb={4}>
                  <Badge circle>{s.step}</Badge>
                  <Text fw={600}>{s.action}</Text>
                </Group>
                <Text fz="sm">{s.description}</Text>
                <Text fz="xs" c="dimmed">
                  Priority {priorityLabel[s.priority]} · {s.timeline}
                </Text>
              </Paper>
            ))}
            <Text fz="sm">Timeline: {m.implementationTimeline}</Text>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="current">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
              {m.kinds.map((k) => (
                <Paper key={k.kind} withBorder radius="md" p="sm">
                  <Text fz="xs" c="dimmed">
                    {mixKindLabels[k.kind]}
                  </Text>
                  <Text fw={700}>{k.points} pts</Text>
                  <Text fz="sm">{k.accounts} in good standing</Text>
                </Paper>
              ))}
            </SimpleGrid>
            {m.currentProducts.length > 0 && (
              // Three columns (the kind of account under its creditor) fit a phone without scrolling sideways.
              <Table verticalSpacing="xs" aria-label="Accounts in your mix">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Account</Table.Th>
                    <Table.Th ta="right">Balance</Table.Th>
                    <Table.Th>Status</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {m.currentProducts.map((p, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: tradelines of one file in a fixed order
                    <Table.Tr key={i}>
                      <Table.Td>
                        <Text fz="sm" fw={600}>
                          {p.provider}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          {p.accountType}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(p.balance)}</Table.Td>
                      <Table.Td>
                        {/* Its full width: a badge would otherwise shrink to an ellipsis in a narrow table. */}
                        <ToneBadge color={p.status === 'ACTIVE' ? 'green' : 'red'} miw="max-content">
                          {p.status === 'ACTIVE' ? 'Current' : 'Not current'}
                        </ToneBadge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="analysis">
          <Stack gap="sm">
            <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
              Built-in rules, from your file
            </Badge>
            <Text>{m.aiAnalysis}</Text>
            <Text fw={600}>Risk</Text>
            <Text>{m.riskAssessment}</Text>
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <ProductDetailsDialog product={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

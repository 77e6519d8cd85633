import '@mantine/core/styles/Table.css';
import {
  type SpecialistMonthlyFigure,
  specialistMonthlyLabels,
  unassignedSpecialistLabel,
} from '@app/contracts/specialist-analytics.contract';
import { Box, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useSpecialistAnalytics } from '../api/get-specialist-analytics';
import { FigureDefinition } from './figure-definition';
import { monthText } from './figure-text';

const figures: SpecialistMonthlyFigure[] = ['lettersMailed', 'answersReceived', 'deletions'];

/** The team's work: letters mailed, answers received and deletions per specialist per month. */
export function SpecialistMonthsCard() {
  const { data, isPending, isError, refetch } = useSpecialistAnalytics();
  const titleId = useId();
  const title = 'Work by specialist';
  let body: ReactNode;
  if (isPending) body = <ListSkeleton label="Loading the work by specialist" rows={3} />;
  else if (isError) body = <ListError what="the work by specialist" onRetry={() => void refetch()} />;
  else if (data.rows.length === 0) {
    body = (
      <Text c="dimmed" fz="sm" py="lg" ta="center">
        No letters mailed, answers or deletions in the last twelve months yet.
      </Text>
    );
  } else {
    body = (
      // A wide table scrolls sideways inside its card on a phone; keyboard users can scroll it too.
      <Box
        tabIndex={0}
        role="region"
        aria-label={`${title}, table`}
        style={{ overflowX: 'auto', position: 'relative' }}
      >
        <Table striped fz="sm" miw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Month</Table.Th>
              <Table.Th>Specialist</Table.Th>
              {figures.map((f) => (
                <Table.Th key={f} ta="right">
                  <Group gap={2} wrap="nowrap" justify="flex-end">
                    {specialistMonthlyLabels[f]}
                    <FigureDefinition label={specialistMonthlyLabels[f]} definition={data.columns[f]} />
                  </Group>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.rows.map((row) => (
              <Table.Tr key={`${row.month}-${row.specialist?.id ?? 'none'}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthText(row.month)}</Table.Td>
                <Table.Th
                  scope="row"
                  fw={row.specialist ? 600 : 400}
                  c={row.specialist ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {row.specialist?.name ?? unassignedSpecialistLabel}
                </Table.Th>
                {figures.map((f) => (
                  <Table.Td key={f} ta="right">
                    {row[f]}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    );
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group gap={4} wrap="nowrap" align="center">
          <Title order={2} fz="h4" id={titleId}>
            {title}
          </Title>
          {data && <FigureDefinition label={title} definition={data.definition} />}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}

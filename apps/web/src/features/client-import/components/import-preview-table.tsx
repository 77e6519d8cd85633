import '@mantine/core/styles/Table.css';
import {
  type ImportOutcome,
  type ImportPreviewRow,
  importColumnLabels,
  importColumns,
  importOutcomeLabels,
} from '@app/contracts/client-import.contract';
import { Badge, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';

const outcomeColor: Record<ImportOutcome, string> = { import: 'green', error: 'red', duplicate: 'yellow' };
/** Rows drawn at once: a 10,000-row file is filtered, not scrolled through. */
const shownAtMost = 200;

const fieldName = (field: string) =>
  importColumns.includes(field as never)
    ? importColumnLabels[field as keyof typeof importColumnLabels]
    : 'Row';

/** Each row of the file with what the import will do with it, filtered by result. */
export function ImportPreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const [shown, setShown] = useState<'all' | ImportOutcome>('all');
  const chosen = shown === 'all' ? rows : rows.filter((r) => r.outcome === shown);
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Show rows"
        value={shown}
        onChange={(v) => setShown(v as typeof shown)}
        data={[
          { value: 'all', label: 'All rows' },
          { value: 'import', label: 'Will import' },
          { value: 'error', label: 'Errors' },
          { value: 'duplicate', label: 'Duplicates' },
        ]}
        fullWidth
      />
      <Table.ScrollContainer minWidth={620}>
        <Table verticalSpacing="xs" striped aria-label="Rows of the file">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Line</Table.Th>
              <Table.Th>Client</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Details</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chosen.slice(0, shownAtMost).map((row) => (
              <Table.Tr key={row.line}>
                <Table.Td>{row.line}</Table.Td>
                <Table.Td>
                  <Text fz="sm" fw={500}>
                    {row.name || '(no name)'}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {row.email}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={outcomeColor[row.outcome]} variant="light" tt="none">
                    {importOutcomeLabels[row.outcome]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {row.problems.map((p) => (
                    <Text key={`${p.field}:${p.message}`} fz="xs">
                      <b>{fieldName(p.field)}:</b> {p.message}
                    </Text>
                  ))}
                  {row.assignedTo && <Text fz="xs">Team member: {row.assignedTo.name}</Text>}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {chosen.length > shownAtMost && (
        <Text fz="sm" c="dimmed">
          The first {shownAtMost} of {chosen.length.toLocaleString('en-US')} rows are shown.
        </Text>
      )}
    </Stack>
  );
}

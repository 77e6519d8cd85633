import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/ScrollArea.css';
import { findingKindLabels } from '@app/contracts/report-finding-words';
import type { IssueFinding } from '@app/contracts/report-findings';
import { Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';

/**
 * The facts from the report that make an item disputable, in plain words, each with the bureaus'
 * values side by side (the admin's Issues Found tab and the client's Issues tab show the same).
 */
export function IssueFindings({
  findings,
  title = 'Why this can be disputed',
}: {
  findings: IssueFinding[];
  title?: string;
}) {
  if (findings.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="xs" bg="var(--mantine-color-yellow-light)" data-testid="issue-findings">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {title}
        </Text>
        {findings.map((f) => (
          <Stack key={`${f.kind}-${f.text}`} gap={4}>
            <Text size="sm" fw={500}>
              {findingKindLabels[f.kind]}
            </Text>
            <Text size="sm">{f.text}</Text>
            {f.values.length > 0 && (
              <ScrollArea
                type="auto"
                // A table wider than a phone scrolls: its viewport takes the keyboard too (axe).
                viewportProps={{
                  tabIndex: 0,
                  role: 'region',
                  'aria-label': `${findingKindLabels[f.kind]}: values`,
                }}
              >
                <Table withTableBorder withColumnBorders fz="sm" bg="var(--mantine-color-body)">
                  <Table.Thead>
                    <Table.Tr>
                      {f.values.map((v) => (
                        <Table.Th key={v.source} scope="col">
                          {v.source}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    <Table.Tr>
                      {f.values.map((v) => (
                        <Table.Td key={v.source}>{v.value}</Table.Td>
                      ))}
                    </Table.Tr>
                  </Table.Tbody>
                </Table>
              </ScrollArea>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

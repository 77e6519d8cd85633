import '@mantine/core/styles/Table.css';
import type { ResultRow } from '@app/contracts/outcome-results.contract';
import {
  type ResultGrouping,
  rateWithCounts,
  resultGroupingLabels,
  resultGroupingShortLabels,
  resultGroupings,
} from '@app/contracts/outcome-words';
import { SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { useOutcomeResults } from '../api/get-outcome-results';
import { ResultsSection } from './results-section';

function ResultsTable({ rows, caption }: { rows: ResultRow[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Group</Table.Th>
            <Table.Th scope="col">Deleted</Table.Th>
            <Table.Th scope="col">Updated</Table.Th>
            <Table.Th scope="col">Verified</Table.Th>
            <Table.Th scope="col">No answer</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.label}>
              <Table.Th scope="row" fw={500}>
                {r.label}
              </Table.Th>
              <Table.Td>{rateWithCounts(r.deleted, r.total, 'deleted')}</Table.Td>
              <Table.Td>{rateWithCounts(r.updated, r.total, 'updated')}</Table.Td>
              <Table.Td>{rateWithCounts(r.verified, r.total, 'verified')}</Table.Td>
              <Table.Td>{rateWithCounts(r.noAnswer, r.total, 'unanswered')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * What the organization's letters achieved, from the outcome ledger: each result counted once per
 * item and bureau a letter was about, by bureau, creditor, letter type or round; every rate with
 * the counts it comes from.
 */
export function OutcomeResultsCard() {
  const results = useOutcomeResults();
  const [grouping, setGrouping] = useState<ResultGrouping>('bureau');
  return (
    <ResultsSection title="What the letters achieved">
      <SegmentedControl
        aria-label="Group the results by"
        value={grouping}
        onChange={(v) => setGrouping(v as ResultGrouping)}
        // The short words fit four across a phone; the table's caption says the grouping in full.
        data={resultGroupings.map((g) => ({ value: g, label: resultGroupingShortLabels[g] }))}
        fullWidth
      />
      {results.isPending && <ListSkeleton label="Loading the results" rows={3} height={32} />}
      {results.isError && <ListError what="the results" onRetry={() => void results.refetch()} />}
      {results.data &&
        (results.data.groups[grouping].length === 0 ? (
          <Text c="dimmed">
            No answered letters yet: results appear once a report after a letter comes in.
          </Text>
        ) : (
          <ResultsTable
            rows={results.data.groups[grouping]}
            caption={`${resultGroupingLabels[grouping]}: each item and bureau a letter was about counts once.`}
          />
        ))}
    </ResultsSection>
  );
}

import { personDateTime } from '@app/contracts/common/person-dates';
import {
  type IdentityCheck,
  identityFieldLabels,
  identityMessages,
} from '@app/contracts/report-uploads.contract';
import { Alert, Group, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconCopy, IconUserExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A masked date ("••/••/1986") reads as one word; a name or an address wraps where it must. */
const wrapOf = (field: IdentityCheck['mismatches'][number]['field']) =>
  field === 'dateOfBirth' ? { whiteSpace: 'nowrap' as const } : { overflowWrap: 'anywhere' as const };

/**
 * Says, in red with both values, where the report's personal details differ from the client's file.
 * Dates of birth arrive masked to their year; the client's full one is seen only through the Reveal
 * (with a reason, recorded) the page hands in for a role allowed to see it.
 */
export function IdentityCheckAlert({
  identity,
  revealDateOfBirth,
}: {
  identity: IdentityCheck | null;
  revealDateOfBirth?: ReactNode;
}) {
  if (!identity) return null;
  const birthDateDiffers = identity.mismatches.some((m) => m.field === 'dateOfBirth');
  return (
    <>
      {identity.dateOfBirthMatches === true && !birthDateDiffers && (
        <Group gap="xs" mb="md" wrap="wrap">
          <IconCircleCheck size={18} color="var(--mantine-color-teal-8)" aria-hidden />
          <Text fz="sm">
            {identityMessages.birthDateMatches}
            {identity.reportShows.dateOfBirth && (
              <Text span fz="sm" c="dimmed">
                {' '}
                ({identity.reportShows.dateOfBirth})
              </Text>
            )}
          </Text>
          {revealDateOfBirth}
        </Group>
      )}
      {identity.mismatches.length > 0 && (
        <Alert
          color="red.9"
          variant="light"
          mb="md"
          icon={<IconUserExclamation aria-hidden />}
          title={identityMessages.mismatchTitle}
          role="alert"
        >
          <Table withRowBorders={false} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Detail</Table.Th>
                <Table.Th scope="col">On the report</Table.Th>
                <Table.Th scope="col">In the client’s file</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {identity.mismatches.map((m) => (
                <Table.Tr key={m.field}>
                  <Table.Th scope="row">{identityFieldLabels[m.field]}</Table.Th>
                  <Table.Td c="red.9" fw={600} style={wrapOf(m.field)}>
                    {m.onReport}
                  </Table.Td>
                  <Table.Td c="red.9" style={wrapOf(m.field)}>
                    {m.field === 'dateOfBirth' ? (
                      <Group gap="xs" wrap="wrap">
                        <span>{m.onFile}</span>
                        {revealDateOfBirth}
                      </Group>
                    ) : (
                      m.onFile
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text fz="sm" mt="xs">
            Confirming its items needs an explicit override with the reason, written to the audit log.
          </Text>
        </Alert>
      )}
      {identity.duplicateOf && (
        <Alert
          color="orange.9"
          variant="light"
          mb="md"
          icon={<IconCopy aria-hidden />}
          title={identityMessages.duplicateTitle}
        >
          This exact file was already uploaded for this client on{' '}
          {personDateTime(identity.duplicateOf.createdAt)}. Confirming it again adds nothing new.
        </Alert>
      )}
    </>
  );
}

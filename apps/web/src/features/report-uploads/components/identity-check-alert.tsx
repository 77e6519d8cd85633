import { personDate, personDateTime } from '@app/contracts/common/person-dates';
import {
  type IdentityCheck,
  identityFieldLabels,
  identityMessages,
} from '@app/contracts/report-uploads.contract';
import { Alert, Table, Text } from '@mantine/core';
import { IconCopy, IconUserExclamation } from '@tabler/icons-react';

/** The file keeps an ISO day; people read "Apr 12, 1986". */
const spokenDay = (isoDay: string) => (/^\d{4}-\d{2}-\d{2}$/.test(isoDay) ? personDate(isoDay) : isoDay);

/** Says, in red with both values, where the report's personal details differ from the client's file. */
export function IdentityCheckAlert({ identity }: { identity: IdentityCheck | null }) {
  if (!identity) return null;
  return (
    <>
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
                  <Table.Td c="red.9" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {m.onReport}
                  </Table.Td>
                  <Table.Td c="red.9" style={{ overflowWrap: 'anywhere' }}>
                    {m.field === 'dateOfBirth' ? spokenDay(m.onFile) : m.onFile}
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

import { NativeSelect } from '@mantine/core';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';
import { useAssignClients } from '../api/assign-clients';
import { useSpecialists } from '../api/list-specialists';

/** A client's specialist, changed in place by the office (audited; the new specialist is told). */
export function SpecialistSelect({
  clientId,
  clientName,
  current,
}: {
  clientId: number;
  clientName: string;
  current: { id: number; name: string } | null;
}) {
  const specialists = useSpecialists();
  const assign = useAssignClients();
  const options = specialists.data?.specialists ?? (current ? [current] : []);
  return (
    <NativeSelect
      size="xs"
      aria-label={`Specialist of ${clientName}`}
      value={current ? String(current.id) : ''}
      disabled={assign.isPending}
      onChange={(e) => {
        const value = e.currentTarget.value;
        assign.mutate(
          { clientIds: [clientId], specialistId: value ? Number(value) : null },
          {
            onSuccess: () =>
              notify({
                title: value ? 'Client assigned' : 'Client unassigned',
                message: value
                  ? `${clientName} now works with ${options.find((o) => String(o.id) === value)?.name}.`
                  : `${clientName} shows under Unassigned.`,
                color: 'green',
              }),
            onError: (error) =>
              notify({
                title: 'Not changed',
                message: errorMessage(error, 'Please try again.'),
                color: 'red',
              }),
          },
        );
      }}
      data={[
        { value: '', label: 'Unassigned' },
        ...options.map((o) => ({ value: String(o.id), label: o.name })),
      ]}
    />
  );
}

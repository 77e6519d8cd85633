import { Button } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useStartImpersonation } from '../api/start-impersonation';

/** 'Test as Client': opens the client's view in a new, audited 30-minute session. */
export function TestAsClientButton({ client }: { client: { id: number; name: string } }) {
  const start = useStartImpersonation();
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconEye size={14} aria-hidden />}
      loading={start.isPending}
      aria-label={`Test as Client: ${client.name}`}
      onClick={() =>
        start.mutate(
          { userId: client.id },
          {
            onSuccess: () => window.location.assign(paths.creditRepair),
            onError: (e) =>
              notify({
                color: 'red',
                title: 'Could not test as client',
                message: serverMessage(e, 'Try again'),
              }),
          },
        )
      }
    >
      Test as Client
    </Button>
  );
}

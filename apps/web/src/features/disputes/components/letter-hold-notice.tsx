import type { LetterReadiness } from '@app/contracts/letter-readiness';
import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What must happen before letters can be approved or mailed, on the page where they are: the
 * client's mailing address, or the signed contract and its cancellation period. `action` is the
 * way to do it, supplied by the page (the address form, a link to billing).
 */
export function LetterHoldNotice({
  readiness,
  action,
}: {
  readiness: LetterReadiness | undefined;
  action?: ReactNode;
}) {
  if (!readiness?.hold) return null;
  return (
    <Alert
      // A dark red on its light tint keeps the title readable (axe contrast), as the identity alert does.
      color="red.9"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={readiness.hold.message}
      data-testid="letter-hold"
      mb="md"
    >
      <Stack gap="sm">
        {readiness.hold.detail !== readiness.hold.message && <Text fz="sm">{readiness.hold.detail}</Text>}
        {action}
      </Stack>
    </Alert>
  );
}

import { Alert, Button, Text } from '@mantine/core';

/** A list that could not load, with a way to try again. */
export function ListError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert color="red" title={`Could not load ${what}`}>
      <Text fz="sm" mb="sm">
        Check your connection and try again.
      </Text>
      <Button size="xs" variant="light" color="red" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}

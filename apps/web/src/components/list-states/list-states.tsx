import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';

/** Placeholder cards while a list loads. */
export function ListSkeleton({
  label,
  rows = 3,
  height = 96,
}: {
  label: string;
  rows?: number;
  height?: number;
}) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

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

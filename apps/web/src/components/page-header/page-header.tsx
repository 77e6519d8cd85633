import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** A signed-in page's heading, its one-line purpose, and optional badges or actions. */
export function PageHeader({
  title,
  description,
  aside,
}: {
  title: string;
  description?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="xl">
      <Stack gap={4}>
        <PageHeading>{title}</PageHeading>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {aside}
    </Group>
  );
}

import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {aside}
    </Group>
  );
}

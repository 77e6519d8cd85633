import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** What a page shows when it has nothing to list: a title, a truthful sentence, maybe a way on. */
export function EmptyState({
  icon: IconComponent,
  title,
  children,
  action,
  titleOrder = 2,
}: {
  icon: Icon;
  title: string;
  children: ReactNode;
  action?: ReactNode;
  /** 1 when the empty state is all the page shows. */
  titleOrder?: 1 | 2;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
      <Stack align="center" ta="center" gap="sm" maw={520} mx="auto">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconComponent size={30} />
        </ThemeIcon>
        <Title order={titleOrder} fz="h3">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

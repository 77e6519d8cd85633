import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The product's name and mark, linking home. */
export function BrandMark({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap={8}
      wrap="nowrap"
      aria-label="Credit Repair home"
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <ThemeIcon size={34} radius="md" aria-hidden>
        <IconShieldCheck size={20} stroke={2} />
      </ThemeIcon>
      <Text fw={800} fz="lg" visibleFrom={compact ? 'sm' : undefined} style={{ whiteSpace: 'nowrap' }}>
        Credit Repair
      </Text>
    </Group>
  );
}

import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * The company's name and mark, linking home: a White Label company's own name and logo, else the
 * product's shield. While the name is on its way the place stays empty rather than showing
 * another company's.
 */
export function BrandMark({
  to = '/',
  compact = false,
  name,
  logoUrl,
}: {
  to?: string;
  compact?: boolean;
  name: string | undefined;
  logoUrl?: string | null;
}) {
  return (
    <Group
      renderRoot={(props) => <Link to={to} {...props} />}
      gap={8}
      wrap="nowrap"
      aria-label={name ? `${name} home` : 'Home'}
      style={{ textDecoration: 'none', color: 'inherit', minWidth: 0 }}
    >
      {logoUrl ? (
        <Image src={logoUrl} alt="" h={34} w="auto" maw={120} fit="contain" />
      ) : (
        <ThemeIcon size={34} radius="md" aria-hidden>
          <IconShieldCheck size={20} stroke={2} />
        </ThemeIcon>
      )}
      <Text fw={800} fz="lg" visibleFrom={compact ? 'sm' : undefined} truncate="end" miw={0}>
        {name}
      </Text>
    </Group>
  );
}

import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type AdminPortalSection, adminPortalPath } from '../../../config/paths';
import { useSignedInUser } from '../../../lib/session';

/** The admin home's way into each section of the portal. */
export function AdminSectionCards({
  sections,
  descriptions,
}: {
  sections: readonly AdminPortalSection[];
  descriptions: Record<AdminPortalSection['slug'], string>;
}) {
  const user = useSignedInUser();
  return (
    <>
      <Title order={2} fz="h3" mb="md">
        Welcome, {user.firstName}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {sections.map((section) => (
          <Card
            key={section.slug}
            component={Link}
            to={adminPortalPath(section.slug)}
            withBorder
            radius="lg"
            padding="lg"
            style={{ textDecoration: 'none' }}
          >
            <Title order={3} fz="lg" c="brand.8">
              {section.label}
            </Title>
            <Text c="dimmed" fz="sm" mt={6}>
              {descriptions[section.slug]}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}

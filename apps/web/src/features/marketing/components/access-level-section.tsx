import { Box, Button, Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';

const portals = [
  {
    key: 'client',
    icon: IconUser,
    title: 'Client Portal',
    who: 'For individuals repairing their own credit.',
    points: [
      'Your score, credit issues and disputes',
      'Dispute letters and their mail tracking',
      'Chat with your specialist',
    ],
    cta: 'Client Sign In',
  },
  {
    key: 'admin',
    icon: IconBriefcase,
    title: 'Admin Portal',
    who: 'For credit repair professionals and their staff.',
    points: [
      'Client management and credit report upload',
      'Dispute center and USPS tracking',
      'Support center and analytics',
    ],
    cta: 'Admin Sign In',
  },
] as const;

/** Spec 000 section 2: 'choose access level', client or admin portal. */
export function AccessLevelSection({ clientPath, adminPath }: { clientPath: string; adminPath: string }) {
  return (
    <Box component="section" aria-labelledby="access-title" py={{ base: 40, sm: 64 }} bg="gray.0">
      <Container size="md">
        <SectionHeading
          id="access-title"
          title="Choose your access level"
          intro="Clients and professionals each have their own portal."
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {portals.map(({ key, icon: Icon, title, who, points, cta }) => (
            <Card key={key} withBorder radius="lg" padding="xl">
              <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} mt="md">
                {title}
              </Title>
              <Text c="dimmed" fz="sm" mt={4}>
                {who}
              </Text>
              <List size="sm" spacing={6} mt="md" mb="lg" style={{ flexGrow: 1 }}>
                {points.map((point) => (
                  <List.Item key={point}>{point}</List.Item>
                ))}
              </List>
              <Button
                component={Link}
                to={key === 'client' ? clientPath : adminPath}
                variant={key === 'client' ? 'filled' : 'default'}
                fullWidth
              >
                {cta}
              </Button>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

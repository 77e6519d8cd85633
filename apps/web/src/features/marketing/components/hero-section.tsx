import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconMailFast, IconPhoneCall } from '@tabler/icons-react';
import { Link } from 'react-router';

const facts = [
  { icon: IconBuildingBank, text: 'Equifax, Experian and TransUnion in one place' },
  { icon: IconMailFast, text: 'Disputes sent by USPS certified mail, followed up 14 days after delivery' },
  { icon: IconPhoneCall, text: 'A call from our team within 24 hours of your request' },
];

/** The landing page's opening: what the service does and the two ways in. */
export function HeroSection({ startPath, adminPath }: { startPath: string; adminPath: string }) {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      py={{ base: 48, sm: 80 }}
      style={{ background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, #fff 100%)' }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={760}>
          <Title order={1} id="hero-title" fz={{ base: 34, sm: 52 }} lh={1.1}>
            Take back control of your credit
          </Title>
          <Text fz={{ base: 'lg', sm: 'xl' }} c="dark.6">
            Find the negative items on your credit reports, send AI-drafted dispute letters you approve, and
            follow every dispute until the bureaus answer.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={startPath} size="lg">
              Start Credit Repair
            </Button>
            <Button component={Link} to={adminPath} size="lg" variant="default">
              Admin Dashboard
            </Button>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={48}>
          {facts.map(({ icon: Icon, text }) => (
            <Group key={text} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text fz="sm" fw={500}>
                {text}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}

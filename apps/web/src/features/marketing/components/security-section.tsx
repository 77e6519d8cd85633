import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClockShield, IconFileCertificate, IconKey, IconLock } from '@tabler/icons-react';
import { SectionHeading } from './section-heading';

// Only what this software does; no certification or audit is claimed.
const safeguards = [
  {
    icon: IconLock,
    title: 'Sensitive data encrypted at rest',
    text: 'Social Security numbers, account numbers and connection passwords are stored encrypted with AES-256-GCM, never in plain text.',
  },
  {
    icon: IconKey,
    title: 'Strong password storage',
    text: 'Passwords are hashed with Argon2id. Repeated failed sign-ins lock the account for a while.',
  },
  {
    icon: IconClockShield,
    title: 'Sessions that end',
    text: 'Sessions expire when idle, end when you sign out, and changing your password signs out every other device.',
  },
  {
    icon: IconFileCertificate,
    title: 'Your rights come first',
    text: 'No letter goes out without your approval, and the Credit Repair Organizations Act gives you a written contract and three business days to cancel.',
  },
];

/** Spec 000 section 2: security. */
export function SecuritySection() {
  return (
    <Container size="lg" component="section" aria-labelledby="security-title" py={{ base: 40, sm: 64 }}>
      <SectionHeading
        id="security-title"
        title="Security and your rights"
        intro="How your information and your account are protected."
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        {safeguards.map(({ icon: Icon, title, text }) => (
          <Group key={title} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="lg">
                {title}
              </Title>
              <Text c="dimmed" fz="sm">
                {text}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Container>
  );
}

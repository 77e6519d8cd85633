import { Container, Group, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBuildingBank,
  IconCreditCard,
  IconMailbox,
  IconReportAnalytics,
  IconSparkles,
} from '@tabler/icons-react';
import { SectionHeading } from './section-heading';

const integrations = [
  {
    icon: IconBuildingBank,
    name: 'Bank account linking',
    text: 'Verify balances and income for loan readiness.',
  },
  { icon: IconReportAnalytics, name: 'Credit bureau data', text: 'Pull reports and scores from Experian.' },
  { icon: IconMailbox, name: 'USPS tracking', text: 'Follow certified mail from sending to delivery.' },
  { icon: IconSparkles, name: 'AI model provider', text: 'Any OpenAI-compatible model drafts and analyses.' },
  { icon: IconCreditCard, name: 'Card payments', text: 'Subscriptions paid by card through Stripe.' },
];

/** Spec 000 section 2: integrations. Each runs on a labelled built-in sandbox until configured. */
export function IntegrationsSection() {
  return (
    <Container size="lg" component="section" aria-labelledby="integrations-title" py={{ base: 40, sm: 64 }}>
      <SectionHeading
        id="integrations-title"
        title="Built to connect"
        intro="Each connection uses a built-in sandbox until its provider is set up, and the app says so wherever data is simulated."
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
        {integrations.map(({ icon: Icon, name, text }) => (
          <Paper key={name} withBorder radius="lg" p="md">
            <Group gap="sm" wrap="nowrap" mb={6}>
              <ThemeIcon size={32} radius="md" variant="light" aria-hidden>
                <Icon size={18} />
              </ThemeIcon>
              <Title order={3} fz="sm">
                {name}
              </Title>
            </Group>
            <Text fz="sm" c="dimmed">
              {text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}

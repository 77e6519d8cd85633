import { Alert, Badge, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { toneText } from '../../../components/status-badge/tone';

interface Partner {
  name: string;
  kind: string;
  blurb: string;
  href: string;
}

// Outside services; we have no affiliation with them and get nothing for sending people there.
const partners: Partner[] = [
  {
    name: 'Discover it® Secured',
    kind: 'Secured card',
    blurb:
      'Reports to all three bureaus. 2% cash back at gas stations and restaurants, 1% on everything else.',
    href: 'https://www.discover.com/credit-cards/secured/',
  },
  {
    name: 'Capital One Platinum Secured',
    kind: 'Secured card',
    blurb:
      'A refundable deposit sets your limit; reviewed for a higher line after six months of on-time payments.',
    href: 'https://www.capitalone.com/credit-cards/platinum-secured/',
  },
  {
    name: 'AnnualCreditReport.com',
    kind: 'Free monitoring',
    blurb:
      'Your free reports from Equifax, Experian and TransUnion, the only site authorised by federal law.',
    href: 'https://www.annualcreditreport.com/',
  },
  {
    name: 'Experian Boost',
    kind: 'Payment reporting',
    blurb: 'Adds on-time utility, phone and streaming payments to your Experian file.',
    href: 'https://www.experian.com/consumer-products/score-boost.html',
  },
  {
    name: 'Self Credit Builder Account',
    kind: 'Credit-builder account',
    blurb:
      'Small monthly payments into a savings-secured loan, reported to the bureaus; you get the savings at the end.',
    href: 'https://www.self.inc/',
  },
];

/** Services tab: outside partners (new tab), the tradeline service by e-mail, Family & Friends (not yet). */
export function BuildingServices({ tradelineEmail }: { tradelineEmail: string | undefined }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="building-services">
      <Title order={2} fz="h3" id="building-services">
        Credit Building Services
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {partners.map((p) => (
          <Paper key={p.name} withBorder radius="lg" p="md">
            <Stack gap="xs" h="100%" justify="space-between">
              <Stack gap={4}>
                <Badge variant="light" w="fit-content">
                  {p.kind}
                </Badge>
                <Text fw={700}>{p.name}</Text>
                <Text fz="sm" c="dimmed">
                  {p.blurb}
                </Text>
              </Stack>
              <Button
                component="a"
                href={p.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                rightSection={<IconExternalLink size={16} aria-hidden />}
                aria-label={`Visit ${p.name} (opens in a new tab)`}
              >
                Visit Site
              </Button>
            </Stack>
          </Paper>
        ))}
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={4}>
              <Badge variant="light" color="teal" c={toneText('teal')} w="fit-content">
                Tradelines
              </Badge>
              <Text fw={700}>Our Tradeline Service</Text>
              <Text fz="sm" c="dimmed">
                Ask our team whether an authorised-user tradeline fits your file. We answer by e-mail.
              </Text>
            </Stack>
            <Button
              component="a"
              href={
                tradelineEmail
                  ? `mailto:${tradelineEmail}?subject=${encodeURIComponent('Tradeline service enquiry')}`
                  : undefined
              }
              disabled={!tradelineEmail}
            >
              Email Us
            </Button>
          </Stack>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Stack gap="xs" h="100%" justify="space-between">
            <Stack gap={4}>
              <Badge variant="light" color="gray" w="fit-content">
                Authorised user
              </Badge>
              <Text fw={700}>Family &amp; Friends</Text>
              <Text fz="sm" c="dimmed">
                Become an authorised user on a card of someone you trust. This service is not available yet.
              </Text>
            </Stack>
            <Button disabled variant="default">
              Coming Soon
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>
      <Alert color="gray" title="About these services">
        These services are run by other companies, not by us. Their terms apply, and results vary: no service
        can promise a particular score.
      </Alert>
    </Stack>
  );
}

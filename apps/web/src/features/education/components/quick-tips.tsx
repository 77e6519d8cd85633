import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck, IconChartPie, IconEye, IconHourglass } from '@tabler/icons-react';

// The four static Quick Credit Tips.
const tips = [
  {
    icon: IconChartPie,
    title: 'Keep utilization under 30%',
    text: 'Use less than 30% of each card limit; under 10% is better still.',
  },
  {
    icon: IconCalendarCheck,
    title: 'Pay on time, every time',
    text: 'Payment history is the most important factor in your score (35%).',
  },
  {
    icon: IconEye,
    title: 'Monitor regularly',
    text: 'Check your reports for errors; AnnualCreditReport.com is free every week.',
  },
  {
    icon: IconHourglass,
    title: 'Keep old accounts open',
    text: 'Older accounts lengthen your history and keep your available credit up.',
  },
];

export function QuickTips() {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="quick-tips-title">
      <Title order={2} fz="h4" id="quick-tips-title" mb="md">
        Quick Credit Tips
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        spacing="md"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {tips.map((t) => (
          <li key={t.title}>
            <ThemeIcon variant="light" radius="md" size="lg" mb="xs" aria-hidden>
              <t.icon size={20} />
            </ThemeIcon>
            <Text fw={700} fz="sm">
              {t.title}
            </Text>
            <Text fz="sm" c="dimmed">
              {t.text}
            </Text>
          </li>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

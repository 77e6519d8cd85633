import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalculator, IconFileDescription, IconRefresh } from '@tabler/icons-react';

/** Quick Actions: each shown only to those who may use it; Update Credit Report is for everyone. */
export function DashboardQuickActions({
  onGenerateLetter,
  onSimulate,
  onUpdateReport,
}: {
  onGenerateLetter?: () => void;
  onSimulate?: () => void;
  onUpdateReport: () => void;
}) {
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} fz="h4" id="quick-actions-title" mb="md">
        Quick Actions
      </Title>
      <Stack gap="xs">
        {onGenerateLetter && (
          <Button
            fullWidth
            justify="flex-start"
            leftSection={<IconFileDescription size={18} aria-hidden />}
            onClick={onGenerateLetter}
          >
            Generate Dispute Letter
          </Button>
        )}
        {onSimulate && (
          <Button
            fullWidth
            justify="flex-start"
            variant="light"
            leftSection={<IconCalculator size={18} aria-hidden />}
            onClick={onSimulate}
          >
            Score Simulator
          </Button>
        )}
        <Button
          fullWidth
          justify="flex-start"
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={onUpdateReport}
        >
          Update Credit Report
        </Button>
        {!onGenerateLetter && !onSimulate && (
          <Text fz="sm" c="dimmed" mt="xs">
            Dispute letters and the score simulator are not included in your access level; your credit
            specialist prepares disputes for you.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

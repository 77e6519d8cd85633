import '@mantine/core/styles/Progress.css';
import { optimalUtilization, utilizationColor, warningUtilization } from '@app/contracts/utilization';
import { Box, Progress, Text } from '@mantine/core';

/** A utilization bar in the spec's colour bands, with the 10% optimal and 30% warning marks. */
export function UtilizationBar({ percent, label }: { percent: number; label: string }) {
  return (
    <Box pos="relative" pb={18}>
      <Progress
        value={Math.min(100, percent)}
        color={utilizationColor(percent)}
        size="lg"
        radius="xl"
        aria-label={`${label}: ${percent}% utilization`}
      />
      {[
        { at: optimalUtilization, text: '10% optimal' },
        { at: warningUtilization, text: '30% warning' },
      ].map((mark) => (
        <Box key={mark.at} pos="absolute" top={0} left={`${mark.at}%`} aria-hidden>
          <Box w={2} h={16} bg="dark.3" />
          <Text fz={10} c="dimmed" style={{ whiteSpace: 'nowrap', transform: 'translateX(-50%)' }}>
            {mark.text}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

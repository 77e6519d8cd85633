import '@mantine/core/styles/Progress.css';
import { Group, Progress, Text } from '@mantine/core';
import type { UploadStage } from '../api/upload-credit-report';

const labels: Record<UploadStage['stage'], string> = {
  reading: 'Reading the file…',
  uploading: 'Uploading',
  analyzing: 'Analyzing the report (text extraction or OCR)…',
};

/** Upload progress by bytes sent, then an animated bar while the server reads the report. */
export function UploadProgress({ stage }: { stage: UploadStage }) {
  const analyzing = stage.stage !== 'uploading';
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{labels[stage.stage]}</Text>
        {stage.stage === 'uploading' && <Text size="sm">{stage.percent}%</Text>}
      </Group>
      <Progress
        value={analyzing ? 100 : stage.percent}
        striped={analyzing}
        animated={analyzing}
        aria-label={labels[stage.stage]}
      />
    </div>
  );
}

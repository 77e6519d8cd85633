import '@mantine/core/styles/Modal.css';
import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ScoreSimulator } from './score-simulator';

/** The dashboard's Credit Score Simulator dialog, seeded with the person's real score. */
export function ScoreSimulatorDialog({
  opened,
  onClose,
  currentScore,
  scoreEnteredBySpecialist,
}: {
  opened: boolean;
  onClose: () => void;
  currentScore: number;
  scoreEnteredBySpecialist?: boolean;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={opened}
      onClose={onClose}
      title="Credit Score Simulator"
      size="lg"
      fullScreen={fullScreen}
    >
      <ScoreSimulator currentScore={currentScore} scoreEnteredBySpecialist={scoreEnteredBySpecialist} />
    </Modal>
  );
}

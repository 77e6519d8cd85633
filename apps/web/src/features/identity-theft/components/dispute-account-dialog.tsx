import '@mantine/core/styles/Modal.css';
import { bureauLabel } from '@app/contracts/bureaus';
import { itemDateWord } from '@app/contracts/identity-theft';
import type { FraudulentAccount, IdentityTheftCase } from '@app/contracts/identity-theft.contract';
import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CompleteButton } from './recovery-steps';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * The dispute-account modal: the §605B block letters for one fraudulent item, written by the
 * letter engine when its step is completed. We never mail them; the person does.
 */
export function DisputeAccountDialog({
  theftCase,
  account,
  onClose,
}: {
  theftCase: IdentityTheftCase;
  account: FraudulentAccount | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const step = account ? theftCase.recoverySteps.find((s) => s.itemKey === account.key) : undefined;
  const ftc = theftCase.recoverySteps.find((s) => s.kind === 'FTC_REPORT');
  return (
    <Modal
      opened={account !== null}
      onClose={onClose}
      title={account ? `Dispute ${account.creditor}` : ''}
      fullScreen={fullScreen}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {account && step && (
        <Stack>
          <Text fz="sm" fw={600}>
            {account.description}
            {account.accountNumber ? `, ending ${account.accountNumber}` : ''}
            {account.openedDate ? `, ${itemDateWord(account)} ${account.openedDate}` : ''}
            {account.bureaus.length > 0
              ? ` · reported by ${account.bureaus.map((b) => bureauLabel[b]).join(', ')}`
              : ''}
          </Text>
          <Text fz="sm">{step.description}</Text>
          {step.kind === 'CLOSE_ACCOUNT' ? (
            <Alert color="blue" variant="light">
              This account is reported in good standing, so there is no negative item for a bureau to block
              yet. Ask the creditor to close it, and dispute any late mark it gets later.
            </Alert>
          ) : step.letters.length > 0 ? (
            step.letters.map((l) => (
              <Paper key={l.bureau} withBorder radius="md" p="sm">
                <Group justify="space-between" mb="xs">
                  <Text fw={600}>To {bureauLabel[l.bureau]}</Text>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() =>
                      download(
                        `605b-block-${l.bureau.toLowerCase()}-${account.creditor.replace(/\W+/g, '-')}.txt`,
                        l.letter,
                      )
                    }
                  >
                    Download letter to {bureauLabel[l.bureau]}
                  </Button>
                </Group>
                <Text
                  component="pre"
                  fz="xs"
                  style={{ whiteSpace: 'pre-wrap', maxHeight: 260, overflow: 'auto' }}
                  tabIndex={0}
                  aria-label={`Letter to ${bureauLabel[l.bureau]}`}
                >
                  {l.letter}
                </Text>
              </Paper>
            ))
          ) : step.waitsFor ? (
            <Alert color="yellow" variant="light">
              First: {ftc?.action}. The bureaus block an item under §605B only with your identity theft
              report.
            </Alert>
          ) : (
            <Group>
              <CompleteButton caseId={theftCase.id} step={step} />
            </Group>
          )}
          <Alert color="gray" variant="light">
            We do not mail these letters. Read them, sign them and send each one yourself by certified mail,
            with your FTC report and a copy of your ID.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Table.css';
import {
  enclosureTexts,
  type MailBatchResult,
  mailMessages,
  maxEnclosures,
  maxLettersPerBatch,
} from '@app/contracts/certified-mail.contract';
import { formatPriceCents } from '@app/contracts/common/money';
import '@mantine/core/styles/Checkbox.css';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { errorMessage } from '../../../lib/api-errors';
import { useMailQuote } from '../api/get-mail-quote';
import { useMailLetters } from '../api/mail-letters';
import { mailPreviewUrl } from '../api/mail-preview-url';

/** A letter without a name of its own, by its number. */
const numbered = (id: number) => `Letter D-${id}`;

/** A document of the client's vault that may go with the letters, and whether it is mailed masked. */
export interface EnclosureChoice {
  id: number;
  name: string;
  masked: boolean;
}

/**
 * Mails the chosen approved letters certified with an electronic return receipt. Before anything
 * is sent the person sees each letter's exact PDF, the price of each piece and the total.
 */
export function MailCertifiedButton({
  disputeIds,
  label,
  enclosureChoices = [],
}: {
  disputeIds: number[];
  /** The letter's name in the dialog; a letter without one is named by its number. */
  label?: (id: number) => string | undefined;
  /** The client's vault documents (an ID, a proof of address), when the letters are one client's. */
  enclosureChoices?: EnclosureChoice[];
}) {
  // The letters chosen when the dialog opened: once mailed they leave the page's list, the dialog stays.
  const [chosen, setChosen] = useState<{ ids: number[]; names: Map<number, string> } | null>(null);
  const ids = chosen?.ids ?? [];
  const [enclosureIds, setEnclosureIds] = useState<number[]>([]);
  const quote = useMailQuote(ids, chosen !== null, enclosureIds);
  const mail = useMailLetters();
  const [result, setResult] = useState<MailBatchResult | null>(null);
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const available = disputeIds.slice(0, maxLettersPerBatch);
  const n = ids.length;
  const name = (id: number) => chosen?.names.get(id) ?? numbered(id);
  const openDialog = () =>
    setChosen({
      ids: available,
      names: new Map(available.map((id) => [id, label?.(id) ?? numbered(id)])),
    });
  const close = () => {
    setChosen(null);
    setResult(null);
    setEnclosureIds([]);
    mail.reset();
  };

  return (
    <>
      <Button
        variant="light"
        disabled={available.length === 0}
        onClick={openDialog}
        leftSection={<IconMailForward size={18} aria-hidden />}
      >
        {available.length === 0
          ? 'No letter to mail certified'
          : `Mail ${available.length} letter${available.length === 1 ? '' : 's'} certified…`}
      </Button>
      <Modal
        opened={chosen !== null}
        onClose={close}
        title="Mail certified with an electronic return receipt"
        size="xl"
        fullScreen={fullScreen}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {!result && enclosureChoices.length > 0 && (
          <EnclosurePicker choices={enclosureChoices} value={enclosureIds} onChange={setEnclosureIds} />
        )}
        {result ? (
          <MailResult result={result} name={name} onClose={close} />
        ) : quote.isPending ? (
          <ListSkeleton label="Pricing the letters" rows={2} height={40} />
        ) : quote.isError ? (
          <ListError what="the prices" onRetry={() => quote.refetch()} />
        ) : (
          <Stack gap="md">
            <Group gap="xs">
              <Text fz="sm">Mailed by:</Text>
              <Badge
                variant="outline"
                color={quote.data.provider === 'simulated' ? 'gray.7' : 'blue.8'}
                style={{ textTransform: 'none' }}
              >
                {quote.data.providerLabel}
              </Badge>
            </Group>
            <Text fz="sm" c="dimmed">
              Open each letter to see the exact PDF that will be printed: the consumer’s return address and
              the bureau’s address sit in the envelope’s windows, with the date and the enclosures, then the
              approved letter follows.
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table striped withTableBorder fz="sm" aria-label="Price of each letter">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Letter</Table.Th>
                    <Table.Th ta="right">Pages</Table.Th>
                    <Table.Th ta="right">Print</Table.Th>
                    <Table.Th ta="right">Postage</Table.Th>
                    <Table.Th ta="right">Certified</Table.Th>
                    <Table.Th ta="right">E-return receipt</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quote.data.pieces.map((p) => (
                    <Table.Tr key={p.disputeId}>
                      <Table.Td>
                        <Anchor
                          href={mailPreviewUrl(p.disputeId, enclosureIds)}
                          target="_blank"
                          rel="noopener"
                        >
                          {name(p.disputeId)} (PDF)
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{p.pages}</Table.Td>
                      <Table.Td ta="right">{formatPriceCents(p.printCents)}</Table.Td>
                      <Table.Td ta="right">{formatPriceCents(p.postageCents)}</Table.Td>
                      <Table.Td ta="right">{formatPriceCents(p.certifiedCents)}</Table.Td>
                      <Table.Td ta="right">{formatPriceCents(p.returnReceiptCents)}</Table.Td>
                      <Table.Td ta="right" fw={600}>
                        {formatPriceCents(p.totalCents)}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr>
                    <Table.Th colSpan={6}>
                      Total for {n} letter{n === 1 ? '' : 's'}
                    </Table.Th>
                    <Table.Th ta="right" data-testid="mail-total">
                      {formatPriceCents(quote.data.totalCents)}
                    </Table.Th>
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
            <Text fz="xs" c="dimmed">
              Postage is billed at cost, never marked up. A letter is never mailed twice.
            </Text>
            {mail.isError && (
              <Alert color="red" title="The letters were not mailed">
                {errorMessage(mail.error, 'The letters could not be mailed. Try again.')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button
                loading={mail.isPending}
                onClick={() => mail.mutate({ disputeIds: ids, enclosureIds }, { onSuccess: setResult })}
                leftSection={<IconMailForward size={18} aria-hidden />}
              >
                {`Mail ${n} letter${n === 1 ? '' : 's'} for ${formatPriceCents(quote.data.totalCents)}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}

/** The documents that go with every letter; at most 4, each said to be mailed as it is or masked. */
function EnclosurePicker({
  choices,
  value,
  onChange,
}: {
  choices: EnclosureChoice[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const full = value.length >= maxEnclosures;
  return (
    <Checkbox.Group
      label="Enclosures"
      description={enclosureTexts.help}
      value={value.map(String)}
      onChange={(v) => onChange(v.map(Number))}
      mb="md"
    >
      <Stack gap="xs" mt="xs" data-testid="enclosure-choices">
        {choices.map((c) => (
          <Checkbox
            key={c.id}
            value={String(c.id)}
            label={c.name}
            description={c.masked ? enclosureTexts.masked : enclosureTexts.asIs}
            disabled={full && !value.includes(c.id)}
            styles={{ label: { wordBreak: 'break-word' } }}
          />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function MailResult({
  result,
  name,
  onClose,
}: {
  result: MailBatchResult;
  name: (id: number) => string;
  onClose: () => void;
}) {
  return (
    <Stack gap="md" role="status">
      {result.pieces.length > 0 && (
        <Alert
          color="green"
          title={`${result.pieces.length} letter${result.pieces.length === 1 ? '' : 's'} handed to the print shop`}
        >
          <List size="sm">
            {result.pieces.map((p) => (
              <List.Item key={p.id}>
                {name(p.disputeId)}: {p.statusLabel}
                {p.trackingNumber ? `, certified number ${p.trackingNumber}` : ''}
                {p.status === 'QUEUED' ? `. ${mailMessages.queued}` : ''}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {result.refused.length > 0 && (
        <Alert color="orange" title="Not mailed">
          <List size="sm">
            {result.refused.map((r) => (
              <List.Item key={r.disputeId}>
                {name(r.disputeId)}: {r.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Done</Button>
      </Group>
    </Stack>
  );
}

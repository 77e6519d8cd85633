import { bureauLabel } from '@app/contracts/bureaus';
import { personDate } from '@app/contracts/common/person-dates';
import { printLimit } from '@app/contracts/letter-readiness';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { ListError, ListSkeleton } from '../../../components/list-states/list-states';
import { printLettersUrl, useLettersToMail } from '../api/get-letters-to-mail';
import { AddTrackingInline } from './add-tracking-inline';

/**
 * The mailing step: choose the approved letters to send, print them in one PDF (a cover sheet per
 * envelope, then the letter), and add each envelope's certified-mail tracking number.
 */
export function LettersToMail({
  clientId,
  mailAction,
}: {
  clientId: number;
  /** Mailing the chosen letters from the product (the page composes the certified mail feature in). */
  mailAction?: (letters: { id: number; label: string }[]) => ReactNode;
}) {
  const letters = useLettersToMail(clientId);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [printed, setPrinted] = useState<number[]>([]);
  const titleId = useId();
  const all = letters.data ?? [];
  const picked = all.filter((l) => chosen.has(l.id)).slice(0, printLimit);
  const toggle = (id: number, on: boolean) =>
    setChosen((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  // Once a letter has its number it leaves the list; what was printed waits for the rest.
  const awaitingNumbers = all.filter((l) => printed.includes(l.id));

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h4" id={titleId}>
          Approved letters to mail
        </Title>
        {letters.isPending ? (
          <ListSkeleton label="Loading the letters to mail" rows={2} height={48} />
        ) : letters.isError ? (
          <ListError what="the letters to mail" onRetry={() => letters.refetch()} />
        ) : all.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No approved letter is waiting to be mailed. Letters appear here once the client approves them.
          </Text>
        ) : (
          <>
            <Text fz="sm" c="dimmed">
              1. Choose the letters. 2. Print them: each envelope gets a cover sheet with both addresses. 3.
              Add each envelope’s tracking number below.
            </Text>
            <Checkbox
              label={`Select all (${all.length})`}
              checked={chosen.size > 0 && chosen.size === all.length}
              indeterminate={chosen.size > 0 && chosen.size < all.length}
              onChange={(e) => setChosen(e.currentTarget.checked ? new Set(all.map((l) => l.id)) : new Set())}
            />
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {all.map((l) => (
                <Paper key={l.id} withBorder radius="md" p="xs" component="li" data-testid="letter-to-mail">
                  <Checkbox
                    checked={chosen.has(l.id)}
                    onChange={(e) => toggle(l.id, e.currentTarget.checked)}
                    label={`${l.clientName}: ${l.issueTitle} to ${bureauLabel[l.bureau]}`}
                    description={`${l.creditor} · round ${l.roundNumber} · approved ${personDate(l.approvedAt)}`}
                  />
                </Paper>
              ))}
            </Stack>
            <Group>
              {picked.length === 0 ? (
                <Button disabled leftSection={<IconPrinter size={18} aria-hidden />}>
                  Choose letters to print
                </Button>
              ) : (
                <Button
                  component="a"
                  href={printLettersUrl(picked.map((l) => l.id))}
                  download
                  onClick={() => setPrinted(picked.map((l) => l.id))}
                  leftSection={<IconPrinter size={18} aria-hidden />}
                >
                  {`Print ${picked.length} letter${picked.length === 1 ? '' : 's'} (PDF)`}
                </Button>
              )}
            </Group>
          </>
        )}
        {/* Kept rendered when the list empties, so a dialog that just mailed the last letter stays open. */}
        {!letters.isPending && !letters.isError && (
          <Group>
            {mailAction?.(
              (picked.length ? picked : all).map((l) => ({
                id: l.id,
                label: `${l.clientName}: ${l.issueTitle} to ${bureauLabel[l.bureau]}`,
              })),
            )}
          </Group>
        )}
        {awaitingNumbers.length > 0 && (
          <Alert color="blue" variant="light" title="Add each envelope’s tracking number">
            <Stack gap="sm">
              {awaitingNumbers.map((l) => (
                <Stack key={l.id} gap={4} data-testid="printed-letter">
                  <Text fz="sm" fw={600}>
                    {l.clientName}: {l.issueTitle} to {bureauLabel[l.bureau]}
                  </Text>
                  <AddTrackingInline dispute={{ id: l.id, bureau: l.bureau, issueTitle: l.issueTitle }} />
                </Stack>
              ))}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}

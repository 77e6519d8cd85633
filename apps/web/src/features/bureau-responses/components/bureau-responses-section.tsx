import type { Dispute } from '@app/contracts/disputes.contract';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInbox, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useBureauResponses } from '../api/get-bureau-responses';
import { AddBureauResponseForm } from './add-bureau-response-form';
import { BureauResponseCard } from './bureau-response-card';

/**
 * One client's bureau answers: the list, the 'Add Response' form, and each answer's analysis. The
 * client's disputes (to link an answer, and to see later rounds) come from the page.
 */
export function BureauResponsesSection({
  clientId,
  disputes,
}: {
  clientId: number;
  disputes: Dispute[] | undefined;
}) {
  const responses = useBureauResponses(clientId);
  const [adding, setAdding] = useState(false);
  const [justAdded, setJustAdded] = useState<number>();
  const list = responses.data ?? [];

  const addButton = (label: string) => (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {label}
    </Button>
  );

  return (
    <Stack gap="lg">
      {adding && (
        <AddBureauResponseForm
          clientId={clientId}
          disputes={disputes}
          onCancel={() => setAdding(false)}
          onDone={(id) => {
            setJustAdded(id);
            setAdding(false);
          }}
        />
      )}
      <Stack gap="md" component="section" aria-labelledby="responses-title">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h4" id="responses-title">
            {responses.data ? `Bureau responses (${list.length})` : 'Bureau responses'}
          </Title>
          {!adding && list.length > 0 && addButton('Add Response')}
        </Group>
        {responses.isPending ? (
          <Stack gap="sm" role="status" aria-label="Loading bureau responses">
            <Skeleton height={140} radius="lg" />
            <Skeleton height={140} radius="lg" />
          </Stack>
        ) : responses.isError ? (
          <Alert color="red" title="Could not load the bureau responses">
            <Text fz="sm" mb="sm">
              Check your connection and try again.
            </Text>
            <Button size="xs" variant="light" color="red" onClick={() => responses.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : list.length === 0 ? (
          <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }}>
            <Stack align="center" ta="center" gap="sm" maw={480} mx="auto">
              <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
                <IconInbox size={30} />
              </ThemeIcon>
              <Text fw={700} fz="lg">
                No Bureau Responses Yet
              </Text>
              <Text c="dimmed" fz="sm">
                When a bureau answers one of this client’s disputes, record its answer here to get the next
                step.
              </Text>
              {!adding && addButton('Add First Response')}
            </Stack>
          </Paper>
        ) : (
          <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.map((r) => (
              <BureauResponseCard
                // Mounted again when it becomes the one just added, so it opens on its analysis.
                key={r.id === justAdded ? `${r.id}-added` : r.id}
                response={r}
                disputes={disputes}
                initialTab={r.id === justAdded ? 'analysis' : 'response'}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

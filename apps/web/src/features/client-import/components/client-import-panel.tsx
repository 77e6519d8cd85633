import {
  clientImportLimits,
  importColumnLabels,
  requiredImportColumns,
} from '@app/contracts/client-import.contract';
import { Alert, Button, Checkbox, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { FileDropBox } from '../../../components/file-drop-box/file-drop-box';
import { errorMessage } from '../../../lib/api-errors';
import { useCommitClientImport } from '../api/commit-client-import';
import { usePreviewClientImport } from '../api/preview-client-import';
import { ImportPreviewTable } from './import-preview-table';

const csvTypes = { 'text/csv': ['.csv'], 'application/vnd.ms-excel': ['.csv'], 'text/plain': ['.csv'] };
const plural = (n: number, one: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;

/**
 * Clients brought over from another system: a CSV export (Credit Repair Cloud's client export as it
 * is) is previewed row by row, then every valid row is imported at once, or none.
 */
export function ClientImportPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [invite, setInvite] = useState(false);
  const preview = usePreviewClientImport();
  const commit = useCommitClientImport();
  const result = preview.data;

  const choose = (chosen: File) => {
    setFile(chosen);
    setRefused(null);
    commit.reset();
    preview.mutate(chosen);
  };
  const startOver = () => {
    setFile(null);
    preview.reset();
    commit.reset();
  };
  const over =
    result?.clientPlaces && result.clientPlaces.active + result.counts.import > result.clientPlaces.limit
      ? result.clientPlaces
      : null;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Import clients from a CSV file
          </Title>
          <Text fz="sm">
            Export your clients from your old system (in Credit Repair Cloud: Clients, then Export) and upload
            the file as it is. You see what happens to each row before anything is saved.
          </Text>
          <Text fz="sm" c="dimmed">
            Needed: {requiredImportColumns.map((c) => importColumnLabels[c]).join(', ')}. Also read: phone,
            mailing address, date of birth, last 4 of SSN, status, start date and assigned team member. Other
            columns are ignored. At most {clientImportLimits.maxRows.toLocaleString('en-US')} rows.
          </Text>
          {!commit.isSuccess && (
            <FileDropBox
              accept={csvTypes}
              maxBytes={clientImportLimits.maxBytes}
              multiple={false}
              busy={preview.isPending}
              label="Client CSV file: drop it here or browse"
              inputLabel="Client CSV file"
              title={file ? file.name : 'Drag the CSV file here or click to browse'}
              hint="A .csv file, UTF-8"
              onFiles={([chosen]) => chosen && choose(chosen)}
              onRefused={([r]) =>
                setRefused(
                  r?.tooLarge
                    ? 'The file is larger than one import takes.'
                    : 'Choose a .csv file (comma-separated values).',
                )
              }
            />
          )}
          {(refused || preview.isError) && (
            <Alert color="red" variant="light" role="alert">
              {refused ?? errorMessage(preview.error, 'The file could not be read. Try again.')}
            </Alert>
          )}
        </Stack>
      </Paper>

      {commit.isSuccess ? (
        <Alert color="green" variant="light" icon={<IconCheck aria-hidden />} title="Clients imported">
          <Stack gap={6} align="flex-start">
            <Text fz="sm">
              {plural(commit.data.imported, 'client')} imported
              {commit.data.skipped > 0 ? `; ${plural(commit.data.skipped, 'row')} left out` : ''}.
              {commit.data.invitationsSent > 0
                ? ` ${plural(commit.data.invitationsSent, 'invitation')} sent.`
                : ' No invitations were sent.'}
            </Text>
            <Button size="xs" variant="light" onClick={startOver}>
              Import another file
            </Button>
          </Stack>
        </Alert>
      ) : (
        result &&
        file && (
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <Title order={2} fz="h4">
                Preview
              </Title>
              <List fz="sm" spacing={4}>
                <List.Item>{plural(result.counts.import, 'client')} will be imported</List.Item>
                <List.Item>{plural(result.counts.error, 'row')} with an error (left out)</List.Item>
                <List.Item>{plural(result.counts.duplicate, 'row')} already a client (left out)</List.Item>
              </List>
              {result.columns.unknown.length > 0 && (
                <Text fz="sm" c="dimmed">
                  Columns ignored: {result.columns.unknown.join(', ')}
                </Text>
              )}
              {over && (
                <Alert color="orange" variant="light" role="alert">
                  Your plan holds {over.limit} clients and you have {over.active}: remove rows from the file
                  so that at most {Math.max(0, over.limit - over.active)} are imported.
                </Alert>
              )}
              <ImportPreviewTable rows={result.rows} />
              <Checkbox
                label="Send invitations: each imported client gets an e-mail to choose their password"
                checked={invite}
                onChange={(e) => setInvite(e.currentTarget.checked)}
              />
              {commit.isError && (
                <Alert color="red" variant="light" role="alert">
                  {errorMessage(commit.error, 'Nothing was imported. Try again.')}
                </Alert>
              )}
              <Group justify="flex-end">
                <Button variant="default" onClick={startOver}>
                  Choose another file
                </Button>
                <Button
                  disabled={result.counts.import === 0}
                  loading={commit.isPending}
                  onClick={() => commit.mutate({ file, sendInvitations: invite })}
                >
                  Import {plural(result.counts.import, 'client')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )
      )}
    </Stack>
  );
}

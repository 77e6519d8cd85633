import '@mantine/dropzone/styles.css';
import { Group, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconUpload, IconX } from '@tabler/icons-react';

/** A file the box refused before any upload, and whether size was the reason (else its type). */
interface RefusedFile {
  file: File;
  tooLarge: boolean;
}

interface FileDropBoxProps {
  /** Extensions by media type, as the contract lists what the server takes. */
  accept: Record<string, readonly string[]>;
  maxBytes: number;
  multiple: boolean;
  busy?: boolean;
  /** Names the drop area, and (`inputLabel`) the hidden input a screen reader's form list shows. */
  label: string;
  inputLabel: string;
  title: string;
  hint: string;
  onFiles: (files: File[]) => void;
  onRefused: (refused: RefusedFile[]) => void;
}

/** Drag and drop or browse: the one box every upload on the site uses. */
export function FileDropBox({
  accept,
  maxBytes,
  multiple,
  busy = false,
  label,
  inputLabel,
  title,
  hint,
  onFiles,
  onRefused,
}: FileDropBoxProps) {
  return (
    <Dropzone
      onDrop={(files) => {
        if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
      }}
      onReject={(rejections) =>
        onRefused(
          rejections.map((r) => ({
            file: r.file,
            tooLarge: r.errors.some((e) => e.code === 'file-too-large'),
          })),
        )
      }
      maxSize={maxBytes}
      accept={accept as Record<string, string[]>}
      multiple={multiple}
      loading={busy}
      aria-label={label}
      inputProps={{ 'aria-label': inputLabel }}
    >
      <Group justify="center" gap="lg" mih={140} style={{ pointerEvents: 'none' }} wrap="nowrap">
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconX size={44} stroke={1.5} />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileUpload size={44} stroke={1.5} />
        </Dropzone.Idle>
        <Stack gap={4}>
          <Text size="lg">{title}</Text>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
      </Group>
    </Dropzone>
  );
}

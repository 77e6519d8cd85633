import { letterLimits } from '@app/contracts/disputes.contract';
import { Group, Textarea, type TextareaProps } from '@mantine/core';
import { EngineBadge } from '../engine-badge/engine-badge';

type LetterEditorProps = Omit<TextareaProps, 'label'> & {
  /** What drafted the text, when it was just drafted; shown beside the label. */
  engine?: string | null;
};

/**
 * The dispute letter as editable text: the same limit, rows and typeface wherever a letter is
 * written or revised, so what the person edits looks like what is mailed.
 */
export function LetterEditor({ engine, minRows = 10, ...props }: LetterEditorProps) {
  return (
    <Textarea
      label={
        <Group gap="xs" component="span">
          Dispute letter
          {engine && <EngineBadge engine={engine} work="letter" />}
        </Group>
      }
      autosize
      minRows={minRows}
      maxRows={20}
      maxLength={letterLimits.maxLength}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      {...props}
    />
  );
}

import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { readPrintDraft } from './letter-print-drafts';
import classes from './printable-letter.module.css';

/** The letter alone on a page: a print button on screen, only the letter on paper. */
export function PrintableLetter({ draftId }: { draftId: string | null }) {
  const draft = readPrintDraft(draftId);
  if (!draft) {
    return (
      <Alert color="yellow" title="This letter is no longer here" m="lg" maw={640} mx="auto">
        Printable letters are kept in this browser for a day. Generate the letter again from the Dispute
        Center.
      </Alert>
    );
  }
  return (
    <div className={classes.page}>
      <title>{draft.title}</title>
      <Group justify="space-between" className={classes.toolbar} gap="xs">
        <Text fw={600} fz="sm">
          {draft.title}
        </Text>
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print letter
        </Button>
      </Group>
      <Paper component="main" className={classes.sheet} shadow="sm" data-testid="printable-letter">
        <div className={classes.letter}>{draft.letter}</div>
      </Paper>
    </div>
  );
}

// Zod-free, so the dashboard's follow-up alerts do not load the schema library with them.

/**
 * What the person says when they mark a follow-up done: what the bureau told them, or that it has
 * not answered yet. Kept on the dispute for their specialist; the answer itself (and the item's
 * fate) is recorded from the bureau's letter, so nothing here closes a dispute.
 */
export const followUpAnswers = ['NO_ANSWER_YET', 'CHANGED', 'KEPT'] as const;
export type FollowUpAnswer = (typeof followUpAnswers)[number];

export const followUpAnswerLabels: Record<FollowUpAnswer, string> = {
  NO_ANSWER_YET: 'No answer yet',
  CHANGED: 'They removed or corrected the item',
  KEPT: 'They kept the item as it is',
};

/** How long a completed follow-up can be taken back (the server checks it). */
export const followUpUndoHours = 24;

export const followUpMessages = {
  question: 'What did the bureau say?',
  answerRequired: 'Choose what the bureau said, or “No answer yet”',
  done: 'Follow-up completed',
  doneBody: 'It is cleared everywhere. You can undo this for a day.',
  failed: 'Failed to mark follow-up as completed',
  undone: 'Follow-up back on your list',
  undoFailed: 'The follow-up could not be put back',
  undoTooLate: `A completed follow-up can be undone for ${followUpUndoHours} hours only`,
  notCompleted: 'This follow-up is not marked completed',
} as const;

/** True while a completed follow-up may still be undone. */
export const canUndoFollowUp = (completedAt: string | null, now: Date) =>
  completedAt !== null && now.getTime() - Date.parse(completedAt) < followUpUndoHours * 3_600_000;

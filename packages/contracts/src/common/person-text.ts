import type { z } from 'zod';

/**
 * Text a person types that reaches letters, PDFs, e-mails and the admin screens holds no control
 * characters (line breaks included, in one-line fields such as names and addresses) and no marks
 * that change the direction of the text (which can make a name read as something else).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
const controlCharactersButLineBreaks = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const directionMarks = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const personTextMessages = {
  oneLine: (label: string) =>
    `${label} cannot contain line breaks, control characters or text-direction marks`,
  paragraph: (label: string) => `${label} cannot contain control characters or text-direction marks`,
} as const;

/** Whether a one-line field (a name, an address line) holds only characters it may. */
export const isSafeLine = (s: string) => !controlCharacters.test(s) && !directionMarks.test(s);

/** Whether a longer text (a message, details) holds only characters it may; line breaks and tabs are fine. */
export const isSafeParagraph = (s: string) =>
  !controlCharactersButLineBreaks.test(s) && !directionMarks.test(s);

/** A one-line field a person fills in: names, address lines, cities. */
export const personLine = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine(isSafeLine, personTextMessages.oneLine(label));

/** A longer text a person writes: line breaks allowed, other control characters and direction marks not. */
export const personParagraph = <T extends z.ZodType<string>>(schema: T, label: string) =>
  schema.refine(isSafeParagraph, personTextMessages.paragraph(label));

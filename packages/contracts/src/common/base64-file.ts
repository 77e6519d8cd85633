import { z } from 'zod';

/** What is wrong with a file as it arrived, in the words of the person who chose it. */
export const fileMessages = {
  missing: 'Choose a file to upload',
  empty: 'The file is empty',
  notWhole: 'The file did not arrive whole. Choose it again.',
} as const;

/**
 * A file's bytes as the browser sends them: base64 without a data-URL prefix, at most `maxBytes`
 * once decoded (base64 spends 4 characters on every 3 bytes). A module may say any fault its own way.
 */
export const base64File = (
  maxBytes: number,
  messages: { tooLarge: string } & Partial<Record<keyof typeof fileMessages, string>>,
) => {
  const said = { ...fileMessages, ...messages };
  return z
    .string({ error: said.missing })
    .min(1, said.empty)
    .max(Math.ceil(maxBytes / 3) * 4 + 4, said.tooLarge)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, said.notWhole);
};

/** A file's name as the browser sends it, before any rule of the module that keeps the file. */
export const fileNameField = (max: number) =>
  z.string({ error: fileMessages.missing }).trim().min(1, fileMessages.missing).max(max);

import { fileMessages } from './common/base64-file';

/** What an upload is refused for, whatever is uploaded (a report, a bureau's answer letter). */
export const uploadedFileMessages = {
  empty: fileMessages.empty,
  tooLarge: 'The file is larger than 10 MB',
  notWhatItClaims: (actual: string, claimed: string) =>
    `The file's content is ${actual}, not the ${claimed} it claims to be`,
} as const;

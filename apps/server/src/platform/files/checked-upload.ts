import { createHash } from 'node:crypto';
import { type ReportFileType, reportUploadMaxBytes } from '@app/contracts/report-uploads.contract';
import { uploadedFileMessages } from '@app/contracts/uploaded-file';
import { badRequest } from '../errors';
import { claimedFileType, fileTypeOf } from './file-signature';

/**
 * An uploaded file's bytes checked before anything reads them: not empty, not over the size limit,
 * of an allowed type by its content, and that type the one its name or claimed type says, if either
 * says one. Refusals are 400s naming body.fileData; `wrongType` says which types are allowed.
 */
export function checkedUpload<T extends ReportFileType>(
  bytes: Buffer,
  claim: { fileType?: string; fileName: string },
  allowedTypes: readonly T[],
  wrongType: string,
): { type: T; sha256: string } {
  const refuse = (message: string) => badRequest(message, [{ field: 'body.fileData', message }]);
  if (bytes.length === 0) throw refuse(uploadedFileMessages.empty);
  if (bytes.length > reportUploadMaxBytes) throw refuse(uploadedFileMessages.tooLarge);
  const actual = fileTypeOf(bytes);
  const type = allowedTypes.find((t) => t === actual);
  if (!type) throw refuse(wrongType);
  const claimed = claimedFileType(claim.fileType, claim.fileName);
  if (claimed && claimed !== type) throw refuse(uploadedFileMessages.notWhatItClaims(type, claimed));
  return { type, sha256: createHash('sha256').update(bytes).digest('hex') };
}

import {
  enclosureIsMasked,
  fullSsnTagName,
  mailMessages,
  printableEnclosureTypes,
} from '@app/contracts/certified-mail.contract';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { AppError } from '../../platform/errors';
import type { DocumentsService } from '../documents/documents.service';
import type { EnclosuresFor } from './certified-mail.service';
import { maskEnclosure } from './enclosure-masking';

/**
 * Enclosures from the letter owner's vault (an ID, a proof of address). A document the vault tagged
 * as showing a full SSN, or whose text it has not read (so could not check), is mailed as a masked
 * copy: every SSN and account number covered up to its last 4 digits, which is all the bureau needs.
 * A tagged document in which no number can be found to cover is refused rather than sent as it is.
 */
export function enclosuresFromVault(documents: Pick<DocumentsService, 'list' | 'file'>): EnclosuresFor {
  return async (viewer: SessionUser, ownerId: number, ids: number[]) => {
    const own = new Map((await documents.list(viewer, ownerId)).map((d) => [d.id, d]));
    const refuse = (
      message: string,
      code: 'ENCLOSURE_REFUSED' | 'ENCLOSURE_SHOWS_SSN' = 'ENCLOSURE_REFUSED',
    ) => new AppError(409, code, message, [{ field: 'enclosureDocumentIds', message }]);
    const out = [];
    for (const id of ids) {
      const doc = own.get(id);
      if (!doc)
        throw new AppError(404, 'NOT_FOUND', mailMessages.enclosureNotFound, [
          { field: 'enclosureDocumentIds', message: mailMessages.enclosureNotFound },
        ]);
      const file = await documents.file(viewer, id);
      if (!printableEnclosureTypes.includes(file.contentType))
        throw refuse(mailMessages.enclosureNotPrintable);
      const showsSsn = doc.smartTags.some((t) => t.name === fullSsnTagName);
      if (!enclosureIsMasked(doc)) {
        out.push({
          documentId: id,
          title: doc.fileName,
          contentType: file.contentType,
          bytes: file.bytes,
          masked: false,
        });
        continue;
      }
      const masked = await maskEnclosure(file).catch(() => null);
      if (!masked || (showsSsn && masked.covered === 0))
        throw refuse(mailMessages.enclosureShowsSsn, 'ENCLOSURE_SHOWS_SSN');
      out.push({
        documentId: id,
        title: doc.fileName,
        contentType: 'application/pdf',
        bytes: masked.bytes,
        masked: true,
      });
    }
    return out;
  };
}

import { createHash, randomBytes } from 'node:crypto';
import {
  type ChatDocument,
  type CreateDocumentTagRequest,
  type DocumentTag,
  documentMaxBytes,
  documentMessages,
  documentTypeFromName,
  type ReviewDocumentRequest,
  systemTags,
  type UploadDocumentRequest,
} from '@app/contracts/documents.contract';
import { isTeamMember } from '@app/contracts/team-roles';
import type { AuditLog } from '../../platform/audit/audit-log';
import { assertCanSee, clientProfile, recordOwnerFor } from '../../platform/auth/record-owner';
import type { Acting, RequestOrigin } from '../../platform/auth/request-origin';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import type { SecretBox } from '../../platform/crypto/secret-box';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { LiveEvents } from '../../platform/live/live-events';
import { createReadingBudget } from '../report-uploads/report-reading/reading-budget';
import type { UsersService } from '../users/users.service';
import { fileContentProblem, fileNameProblem } from './document-file';
import type { ReadDocumentText, ReadingQueue } from './document-text';
import type { DocumentSummaryRow, DocumentsRepository } from './documents.repository';
import { tagDocument } from './smart-tags';

const documentTopics = {
  owner: (userId: number) => `documents.user.${userId}`,
  admin: 'documents.admin',
} as const;

/** The list shows the start of the text; search and the AI Assistant use all of it. */
const listTextLength = 2000;
const storedTextLength = 200_000;

const toDocument = (r: DocumentSummaryRow): ChatDocument => ({
  id: r.id,
  userId: r.userId,
  fileName: r.fileName,
  fileSize: r.sizeBytes,
  fileType: r.contentType,
  status: r.status,
  reviewNote: r.reviewNote,
  documentType: r.documentType,
  uploadedBy: r.uploadedBy,
  extractionStatus: r.extractionStatus,
  extractedText: r.extractedText.slice(0, listTextLength),
  smartTags: r.smartTags,
  customTags: r.customTags,
  confidence: r.confidence,
  needsReview: r.needsReview,
  createdAt: r.createdAt.toISOString(),
});

const tagTextOf = (smart: { name: string }[], custom: string[]) =>
  [...smart.map((t) => t.name), ...custom].join(' ');

/** A person's document vault, its text and tags, and the specialists' review. */
export function createDocumentsService(deps: {
  repo: DocumentsRepository;
  secretBox: SecretBox;
  audit: AuditLog;
  users: Pick<UsersService, 'profile'>;
  live: Pick<LiveEvents, 'publish'>;
  readDocumentText: ReadDocumentText;
  queue: ReadingQueue;
  quotaBytes: number;
  readingTimeLimitMs: number;
  log?: (err: unknown) => void;
  now?: () => Date;
}) {
  const { repo, secretBox, users, live, queue } = deps;
  const now = deps.now ?? (() => new Date());

  const changed = (owner: number) =>
    Promise.all([live.publish(documentTopics.owner(owner)), live.publish(documentTopics.admin)]);

  /** Whose vault: the viewer's own, or for an admin the client named. Admins keep no vault of their own. */
  async function vaultOwner(viewer: SessionUser, userId: number | undefined) {
    const owner = await recordOwnerFor(viewer, userId);
    if (owner === viewer.id && isTeamMember(viewer)) throw notFound('Document vault');
    if (owner !== viewer.id) {
      await clientProfile(users.profile, owner, 'Document vault');
    }
    return owner;
  }

  async function visibleDocument(viewer: SessionUser, id: number) {
    const doc = await repo.find(id);
    if (!doc) throw notFound('Document');
    await assertCanSee(viewer, doc.userId, 'Document');
    return doc;
  }

  /** Reads the text and tags the document; runs in the reading queue, after the upload has answered. */
  async function readAndTag(doc: DocumentSummaryRow, bytes: Buffer, type: Parameters<ReadDocumentText>[1]) {
    try {
      const text = await deps.readDocumentText(bytes, type, createReadingBudget(deps.readingTimeLimitMs));
      const tagging = tagDocument({
        text,
        documentType: doc.documentType,
        isWord: type === 'DOC' || type === 'DOCX',
        now: now(),
      });
      const current = await repo.find(doc.id);
      if (!current) return;
      await repo.update(doc.id, {
        extractionStatus: text.status,
        extractedText: text.text.slice(0, storedTextLength),
        smartTags: tagging.smartTags,
        tagText: tagTextOf(tagging.smartTags, current.customTags),
        confidence: tagging.confidence,
        needsReview: tagging.needsReview,
        taggedAt: now(),
      });
      await changed(doc.userId);
    } catch (err) {
      deps.log?.(err);
      await repo.update(doc.id, { extractionStatus: 'FAILED' }).catch(() => {});
    }
  }

  return {
    /**
     * The admin behind a 'Test as Client' session (`origin`) is recorded as the uploader (an admin's
     * upload), not the client they are testing as. The document and its audit entry land together.
     */
    async upload(
      viewer: SessionUser,
      body: UploadDocumentRequest,
      origin: RequestOrigin,
    ): Promise<ChatDocument> {
      const impersonatorId = origin.impersonation?.adminId ?? null;
      const owner = await vaultOwner(viewer, body.userId);
      const nameIssue = fileNameProblem(body.fileName);
      if (nameIssue) throw badRequest(nameIssue.message, [nameIssue]);
      const bytes = Buffer.from(body.fileData, 'base64');
      const sizeIssue =
        bytes.length === 0
          ? documentMessages.empty
          : bytes.length > documentMaxBytes
            ? documentMessages.tooLarge
            : null;
      if (sizeIssue) throw badRequest(sizeIssue, [{ field: 'body.fileData', message: sizeIssue }]);
      const checked = fileContentProblem(body.fileName, bytes);
      if ('problem' in checked) throw badRequest(checked.problem.message, [checked.problem]);
      if ((await repo.usedBytes(owner)) + bytes.length > deps.quotaBytes) {
        const message = documentMessages.quotaExceeded(Math.round(deps.quotaBytes / 1024 / 1024));
        throw new AppError(413, 'QUOTA_EXCEEDED', message, [{ field: 'body.fileData', message }]);
      }
      const row = {
        userId: owner,
        uploadedById: impersonatorId ?? viewer.id,
        uploadedBy: impersonatorId !== null || isTeamMember(viewer) ? 'ADMIN' : 'CLIENT',
        fileName: body.fileName,
        storedName: randomBytes(16).toString('hex'),
        contentType: checked.contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        description: body.description ?? null,
        contentSealed: secretBox.seal(body.fileData),
        documentType: documentTypeFromName(body.fileName),
        createdAt: now(),
      } as const;
      const saved = await repo.inTransaction(async (tx) => {
        const inserted = await repo.insert(row, tx);
        const doc = toDocument(inserted);
        await deps.audit.record(
          {
            actorId: viewer.id,
            action: 'document.uploaded',
            targetType: 'chat_document',
            targetId: doc.id,
            subjectUserId: doc.userId,
            origin,
            details: { fileType: doc.fileType, sizeBytes: doc.fileSize, documentType: doc.documentType },
          },
          tx,
        );
        return inserted;
      });
      void queue.add(() => readAndTag(saved, bytes, checked.type), viewer.id);
      await changed(owner);
      return toDocument(saved);
    },

    async list(viewer: SessionUser, userId: number): Promise<ChatDocument[]> {
      const owner = await vaultOwner(viewer, userId);
      return (await repo.listForUser(owner)).map(toDocument);
    },

    async search(viewer: SessionUser, q: string | undefined, userId?: number): Promise<ChatDocument[]> {
      const owner = await vaultOwner(viewer, userId);
      const rows = q ? await repo.search(owner, q) : await repo.listForUser(owner);
      return rows.map(toDocument);
    },

    /** The file's bytes, for view and download; someone else's document is "not found". */
    async file(viewer: SessionUser, id: number) {
      const doc = await visibleDocument(viewer, id);
      const sealed = await repo.content(id);
      if (!sealed) throw notFound('Document');
      return {
        fileName: doc.fileName,
        contentType: doc.contentType,
        bytes: Buffer.from(secretBox.open(sealed), 'base64'),
      };
    },

    /** Full text of the person's own documents, for the AI Assistant's attachments. */
    async textsFor(viewer: SessionUser, ids: number[]) {
      const docs = await Promise.all(ids.map((id) => visibleDocument(viewer, id)));
      return docs;
    },

    /** The review and its audit entry land together or not at all. */
    async review(by: Acting, id: number, body: ReviewDocumentRequest): Promise<ChatDocument> {
      const doc = await repo.find(id);
      if (!doc) throw notFound('Document');
      await assertCanSee(by.user, doc.userId, 'Document');
      const reviewed = await repo.inTransaction(async (tx) => {
        const updated = await repo.update(
          id,
          {
            status: body.status,
            reviewNote: body.status === 'REJECTED' ? (body.reason ?? null) : body.reason || null,
            reviewedById: by.user.id,
            reviewedAt: now(),
          },
          tx,
        );
        if (!updated) throw notFound('Document');
        const answer = toDocument(updated);
        await deps.audit.record(
          {
            actorId: by.user.id,
            targetType: 'chat_document',
            targetId: answer.id,
            subjectUserId: answer.userId,
            origin: by,
            ...(answer.status === 'VERIFIED'
              ? { action: 'document.verified', details: { reason: answer.reviewNote } }
              : { action: 'document.rejected', details: { reason: answer.reviewNote } }),
          },
          tx,
        );
        return answer;
      });
      await changed(doc.userId);
      return reviewed;
    },

    async setCustomTags(viewer: SessionUser, id: number, customTags: string[]): Promise<ChatDocument> {
      const doc = await visibleDocument(viewer, id);
      const seen = new Set<string>();
      for (const [i, name] of customTags.entries()) {
        if (seen.has(name.toLowerCase()))
          throw badRequest(documentMessages.tagExists, [
            { field: `body.customTags.${i}`, message: documentMessages.tagExists },
          ]);
        seen.add(name.toLowerCase());
      }
      const updated = await repo.update(id, { customTags, tagText: tagTextOf(doc.smartTags, customTags) });
      if (!updated) throw notFound('Document');
      await changed(doc.userId);
      return toDocument(updated);
    },

    ...tagManagement(),

    /** Waits for readings already queued (tests and the bench: "tagged" without watching a clock). */
    readingsSettled: () => queue.idle(),

    topicsFor: (viewer: SessionUser) =>
      isTeamMember(viewer) ? documentTopics.admin : documentTopics.owner(viewer.id),
  };

  function tagManagement() {
    let systemTagsReady: Promise<void> | null = null;
    const ensureSystemTags = () => {
      systemTagsReady ??= repo.ensureSystemTags(systemTags).catch((err) => {
        systemTagsReady = null;
        throw err;
      });
      return systemTagsReady;
    };
    return {
      async tags(viewer: SessionUser, userId?: number): Promise<DocumentTag[]> {
        const owner = await vaultOwner(viewer, userId);
        await ensureSystemTags();
        const [rows, used] = await Promise.all([repo.tagsFor(owner), repo.tagNamesForUser(owner)]);
        const counts = new Map<string, number>();
        for (const doc of used) {
          const names = new Set(
            [...doc.smartTags.map((t) => t.name), ...doc.customTags].map((n) => n.toLowerCase()),
          );
          for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
        }
        return rows.map((r) => ({
          id: r.id,
          name: r.name,
          category: r.category,
          color: r.color,
          isSystemTag: r.isSystemTag,
          usageCount: counts.get(r.name.toLowerCase()) ?? 0,
        }));
      },
      async createTag(
        viewer: SessionUser,
        body: CreateDocumentTagRequest,
        userId?: number,
      ): Promise<DocumentTag> {
        const owner = await vaultOwner(viewer, userId);
        await ensureSystemTags();
        const name = body.name.trim().toLowerCase();
        if ((await repo.tagsFor(owner)).some((t) => t.name.toLowerCase() === name))
          throw conflict(documentMessages.tagExists);
        const saved = await repo.insertTag({
          userId: owner,
          name: body.name.trim(),
          category: body.category,
          color: body.color ?? 'gray',
          isSystemTag: false,
        });
        if (!saved) throw conflict(documentMessages.tagExists);
        return { ...saved, usageCount: 0 };
      },
      async deleteTag(viewer: SessionUser, id: number) {
        const row = await repo.findTag(id);
        // System tags belong to no one and cannot be removed; someone else's tag does not exist for the viewer.
        if (!row || row.userId === null) throw notFound('Tag');
        await assertCanSee(viewer, row.userId, 'Tag');
        await repo.deleteTag(id);
      },
    };
  }
}
export type DocumentsService = ReturnType<typeof createDocumentsService>;

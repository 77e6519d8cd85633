import { type NoticeKind, noticeKind } from '@app/contracts/notices.contract';
import type { SecretBox } from '../../platform/crypto/secret-box';

/**
 * The unsubscribe link's token: the person and the kind, sealed with the secret box (AES-GCM), so it
 * cannot be altered or forged, works without signing in and still opens after a key rotation.
 */
export function createNoticeTokens(box: SecretBox) {
  return {
    issue: (userId: number, kind: NoticeKind) => box.seal(JSON.stringify({ u: userId, k: kind })),
    /** The person and kind, or null for a token that is not one of ours, intact. */
    read(token: string): { userId: number; kind: NoticeKind } | null {
      try {
        const { u, k } = JSON.parse(box.open(token)) as { u: unknown; k: unknown };
        const kind = noticeKind.safeParse(k);
        if (!Number.isSafeInteger(u) || (u as number) <= 0 || !kind.success) return null;
        return { userId: u as number, kind: kind.data };
      } catch {
        return null;
      }
    },
  };
}
export type NoticeTokens = ReturnType<typeof createNoticeTokens>;

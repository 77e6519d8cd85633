import { paths } from '../../../config/paths';
import { personalStorageKey } from '../../../lib/personal-storage';

/**
 * A draft letter handed to the printable page in a new tab. It is not saved on the server until the
 * admin saves the dispute, so it travels through this browser's storage, and is dropped after a day
 * or at sign-out, whichever comes first.
 */
interface PrintDraft {
  title: string;
  letter: string;
  savedAt: number;
}

const prefix = personalStorageKey('letter-print:');
const keepMs = 24 * 60 * 60 * 1000;

function dropOldDrafts(now: number) {
  for (let i = localStorage.length - 1; i >= 0; i -= 1) {
    const key = localStorage.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      const draft = JSON.parse(localStorage.getItem(key) ?? '') as PrintDraft;
      if (now - draft.savedAt > keepMs) localStorage.removeItem(key);
    } catch {
      localStorage.removeItem(key);
    }
  }
}

/** Keeps the letter for the printable page; returns that page's address. */
function letterPrintUrl(title: string, letter: string) {
  const now = Date.now();
  dropOldDrafts(now);
  const id = crypto.randomUUID();
  localStorage.setItem(
    `${prefix}${id}`,
    JSON.stringify({ title, letter, savedAt: now } satisfies PrintDraft),
  );
  return `${paths.letterPrint}?draft=${encodeURIComponent(id)}`;
}

export function readPrintDraft(id: string | null): PrintDraft | null {
  if (!id) return null;
  try {
    const draft = JSON.parse(localStorage.getItem(`${prefix}${id}`) ?? 'null') as PrintDraft | null;
    return draft && typeof draft.letter === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export const letterTitle = (clientName: string, issue: { creditor: string }) =>
  `Dispute letter — ${clientName} — ${issue.creditor}`;

/** Opens the letter alone in a tab the click already opened (so no popup blocker stops it). */
export function showPrintable(tab: Window | null, title: string, letter: string) {
  const url = letterPrintUrl(title, letter);
  if (tab && !tab.closed) tab.location.href = url;
  else window.open(url, '_blank');
}

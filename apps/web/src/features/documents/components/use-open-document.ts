import { documentMessages } from '@app/contracts/documents.contract';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { getDocumentFile } from '../api/get-document-file';

/** View opens the blob in a new tab (its address revoked after 60 s); download saves it. */
export function useOpenDocument() {
  const [busy, setBusy] = useState<string | null>(null);
  async function view(doc: { id: number; fileName: string }) {
    // The tab is opened first, so no popup blocker stops it.
    const tab = window.open('', '_blank');
    setBusy(`view-${doc.id}`);
    try {
      const url = URL.createObjectURL(await getDocumentFile(doc.id, 'view'));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      notify({ color: 'red', title: 'View Failed', message: documentMessages.viewFailed(doc.fileName) });
    } finally {
      setBusy(null);
    }
  }
  async function download(doc: { id: number; fileName: string }) {
    setBusy(`download-${doc.id}`);
    try {
      const url = URL.createObjectURL(await getDocumentFile(doc.id, 'download'));
      const a = document.createElement('a');
      a.href = url;
      a.download = doc.fileName;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      notify({
        color: 'green',
        title: 'Download Complete',
        message: `${doc.fileName} was saved. On a phone, look in your Files or Downloads app.`,
      });
    } catch {
      notify({ color: 'red', title: 'Download Failed', message: documentMessages.downloadFailed });
    } finally {
      setBusy(null);
    }
  }
  return { view, download, busy };
}

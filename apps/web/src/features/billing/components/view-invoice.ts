import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notify } from '../../../lib/notify';

/** Opens the invoice PDF in a new tab; the tab is opened first so no popup blocker stops it. */
export function useViewInvoice(pdfOf: (id: number) => Promise<Blob>) {
  const [opening, setOpening] = useState<number | null>(null);
  async function view(invoice: { id: number }) {
    const tab = window.open('', '_blank');
    setOpening(invoice.id);
    try {
      const url = URL.createObjectURL(await pdfOf(invoice.id));
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      // The tab has loaded it by then; the memory is given back.
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch (error) {
      tab?.close();
      notify({
        color: 'red',
        title: 'Invoice Not Available',
        message: errorMessage(error, 'The invoice could not be opened. Please try again.'),
      });
    } finally {
      setOpening(null);
    }
  }
  return { view, opening };
}

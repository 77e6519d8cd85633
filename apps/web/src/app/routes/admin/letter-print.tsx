import { useSearchParams } from 'react-router';
import { PrintableLetter } from '../../../features/dispute-letters/components/printable-letter';

/** /letters/print?draft=: a dispute letter alone, in its own tab, ready to print. */
export function LetterPrintPage() {
  const [params] = useSearchParams();
  return <PrintableLetter draftId={params.get('draft')} />;
}

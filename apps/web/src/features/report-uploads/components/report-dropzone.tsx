import {
  reportUploadAccept,
  reportUploadMaxBytes,
  reportUploadMessages,
} from '@app/contracts/report-uploads.contract';
import { FileDropBox } from '../../../components/file-drop-box/file-drop-box';

/** Drag and drop or browse: PDF, PNG, JPG, JPEG or a saved report page; only the first file is used. */
export function ReportDropzone({
  onFile,
  onRejected,
  busy,
}: {
  onFile: (file: File) => void;
  onRejected: (message: string) => void;
  busy: boolean;
}) {
  return (
    <FileDropBox
      accept={reportUploadAccept}
      maxBytes={reportUploadMaxBytes}
      multiple={false}
      busy={busy}
      label="Credit report file: drop it here or browse"
      inputLabel="Credit report file"
      title="Drag the credit report here or click to browse"
      hint="PDF, PNG, JPG, JPEG or a saved report page (HTML), max 10MB"
      onFiles={(files) => {
        const first = files[0];
        if (first) onFile(first);
      }}
      onRefused={(refused) =>
        onRejected(
          refused[0]?.tooLarge
            ? reportUploadMessages.tooLarge
            : 'Choose a PDF, PNG, JPG or JPEG file, or a saved report page',
        )
      }
    />
  );
}

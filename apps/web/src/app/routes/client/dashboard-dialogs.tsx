import { isDisputable } from '@app/contracts/bureau-standing-rules';
import { isReadingSource } from '@app/contracts/credit-figures';
import { useCreditIssues } from '../../../features/credit-issues/api/get-credit-issues';
import { useCreditReport } from '../../../features/credit-reports/api/get-credit-reports';
import { UpdateCreditReportDialog } from '../../../features/credit-reports/components/update-credit-report-dialog';
import { ScoreSimulatorDialog } from '../../../features/credit-tools/components/score-simulator-dialog';
import { DisputeLetterDialog } from '../../../features/dispute-letters/components/dispute-letter-dialog';

// The dashboard's dialogs carry forms and their schemas: this file loads the first time one opens,
// so none of it is parsed or rendered while the dashboard itself appears.

export type DashboardDialog =
  | { kind: 'letter'; issueId: number | null }
  | { kind: 'simulator' }
  | { kind: 'report' }
  | null;

export function DashboardDialogs({
  dialog,
  onClose,
  mayDispute,
  maySimulate,
}: {
  dialog: DashboardDialog;
  onClose: () => void;
  mayDispute: boolean;
  maySimulate: boolean;
}) {
  return (
    <>
      {mayDispute && (
        <DashboardLetterDialog
          issueId={dialog?.kind === 'letter' ? dialog.issueId : undefined}
          onClose={onClose}
        />
      )}
      {maySimulate && <DashboardSimulatorDialog opened={dialog?.kind === 'simulator'} onClose={onClose} />}
      <DashboardReportDialog opened={dialog?.kind === 'report'} onClose={onClose} />
    </>
  );
}

function DashboardLetterDialog({
  issueId,
  onClose,
}: {
  issueId: number | null | undefined;
  onClose: () => void;
}) {
  const issues = useCreditIssues();
  return (
    <DisputeLetterDialog
      opened={issueId !== undefined}
      onClose={onClose}
      issues={(issues.data ?? []).filter(isDisputable)}
      issueId={issueId ?? null}
    />
  );
}

function DashboardSimulatorDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const report = useCreditReport().data;
  if (!report) return null;
  return (
    <ScoreSimulatorDialog
      opened={opened}
      onClose={onClose}
      currentScore={report.creditScore}
      scoreEnteredBySpecialist={!isReadingSource(report.source)}
    />
  );
}

function DashboardReportDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const report = useCreditReport().data;
  return <UpdateCreditReportDialog opened={opened} onClose={onClose} current={report ?? undefined} />;
}

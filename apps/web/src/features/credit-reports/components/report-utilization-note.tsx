import { reportUtilizationText } from '@app/contracts/credit-figures';
import { Text } from '@mantine/core';
import { useCreditReport } from '../api/get-credit-reports';

/**
 * The report's utilization in the dashboard's own words, beside the cards' figure: the balances a
 * person enters may be newer than those the lenders last reported, so both say where they come from.
 */
export function ReportUtilizationNote() {
  const report = useCreditReport().data;
  if (!report) return null;
  return (
    <Text fz="sm" c="dimmed" data-testid="report-utilization">
      {reportUtilizationText(report)}, from the balances your lenders last reported. The overall figure here
      is from the balances you entered for your cards.
    </Text>
  );
}

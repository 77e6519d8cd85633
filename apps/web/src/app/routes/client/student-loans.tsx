import { PageHeader } from '../../../components/page-header/page-header';

/** `/student-loans`. */
export function StudentLoansPage() {
  return (
    <>
      <title>Student Loans — Credit Repair</title>
      <PageHeader
        title="Student Loan Management"
        description="Your federal and private student loans, repayment plans and negotiations with servicers."
      />
    </>
  );
}

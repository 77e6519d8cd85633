import { dayIn } from '@app/contracts/common/dates';
import { consolidationEstimate, incomeDrivenEstimate } from '@app/contracts/student-loan-figures';
import {
  type CompleteLoanNegotiationRequest,
  type CreateLoanDocumentRequest,
  type CreateLoanNegotiationRequest,
  type createStudentLoanRequest,
  type LoanDocument,
  type LoanNegotiation,
  type StudentLoan,
  studentLoanMessages,
} from '@app/contracts/student-loans.contract';
import type { z } from 'zod';
import { assertCanSee } from '../../platform/auth/record-owner';
import type { SessionUser } from '../../platform/auth/sessions.repository';
import { conflict, notFound } from '../../platform/errors';
import type { UsersService } from '../users/users.service';
import {
  consolidationChecklist,
  forgivenessReviewRequest,
  hardshipLetter,
  idrRequestCoverLetter,
  type LoanLetter,
  pslfCoverLetter,
} from './loan-letters';
import type {
  LoanDocumentRow,
  LoanNegotiationRow,
  StudentLoanRow,
  StudentLoansRepository,
} from './student-loans.repository';

const toLoan = ({ userId: _u, createdAt, ...l }: StudentLoanRow): StudentLoan => ({
  ...l,
  createdAt: createdAt.toISOString(),
});
const toNegotiation = ({
  userId: _u,
  createdAt,
  completedAt,
  ...n
}: LoanNegotiationRow): LoanNegotiation => ({
  ...n,
  createdAt: createdAt.toISOString(),
  completedAt: completedAt?.toISOString() ?? null,
});
const toDocument = ({ userId: _u, body: _b, createdAt, ...d }: LoanDocumentRow): LoanDocument => ({
  ...d,
  createdAt: createdAt.toISOString(),
});
const money = (n: number) => n.toFixed(2);

// Negotiation types that write a letter to the servicer; consolidation and plan changes are tips.
const negotiationLetters = {
  PAYMENT_REDUCTION: hardshipLetter,
  FORGIVENESS: forgivenessReviewRequest,
} as const;

export function createStudentLoansService(deps: {
  repo: StudentLoansRepository;
  users: Pick<UsersService, 'profile'>;
  timeZone: string;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const today = () => dayIn(deps.timeZone, now());

  async function ownLoan(viewer: SessionUser, id: number) {
    const loan = await repo.findLoan(id);
    if (!loan) throw notFound('Loan');
    await assertCanSee(viewer, loan.userId, 'Loan');
    return loan;
  }
  async function saveTipDocument(userId: number, letter: LoanLetter) {
    return toDocument(await repo.insertDocument({ userId, ...letter }));
  }

  return {
    listLoans: async (userId: number) => (await repo.listLoans(userId)).map(toLoan),
    async addLoan(userId: number, input: z.output<typeof createStudentLoanRequest>) {
      const row = await repo.insertLoan({
        userId,
        servicerName: input.servicerName,
        loanBalance: money(input.loanBalance),
        interestRate: money(input.interestRate),
        monthlyPayment: money(input.monthlyPayment),
        repaymentPlan: input.repaymentPlan,
        loanType: input.loanType,
        originalBalance: input.originalBalance === undefined ? null : money(input.originalBalance),
        graduationDate: input.graduationDate ?? null,
      });
      return toLoan(row);
    },
    listNegotiations: async (userId: number) => (await repo.listNegotiations(userId)).map(toNegotiation),
    /** Starts a negotiation; Reduce Payment and Check Forgiveness also write the letter to the servicer. */
    async startNegotiation(viewer: SessionUser, input: CreateLoanNegotiationRequest) {
      const loan = await ownLoan(viewer, input.loanId);
      const write = negotiationLetters[input.negotiationType as keyof typeof negotiationLetters];
      const person = await deps.users.profile(loan.userId);
      const letter = write ? { userId: loan.userId, loanId: loan.id, ...write(person, loan, today()) } : null;
      const row = await repo.insertNegotiation(
        { userId: loan.userId, loanId: loan.id, negotiationType: input.negotiationType },
        letter,
      );
      return toNegotiation(row);
    },
    /** IN_PROGRESS → COMPLETED with what the servicer agreed; a completed one stays as it is. */
    async completeNegotiation(viewer: SessionUser, id: number, input: CompleteLoanNegotiationRequest) {
      const found = await repo.findNegotiation(id);
      if (!found) throw notFound('Negotiation');
      await assertCanSee(viewer, found.userId, 'Negotiation');
      if (found.status === 'COMPLETED') throw conflict(studentLoanMessages.alreadyCompleted);
      const done = await repo.complete(id, input.outcome, money(input.savingsAchieved), now());
      if (!done) throw conflict(studentLoanMessages.alreadyCompleted);
      return toNegotiation(done);
    },
    listDocuments: async (userId: number) => (await repo.listDocuments(userId)).map(toDocument),
    /** A tip's document, from the person's own loans; a tip that does not apply answers 409. */
    async createTipDocument(userId: number, input: CreateLoanDocumentRequest) {
      const loans = await repo.listLoans(userId);
      const federal = loans.filter((l) => l.loanType === 'FEDERAL');
      const person = await deps.users.profile(userId);
      if (input.kind === 'CONSOLIDATION_CHECKLIST') {
        const estimate = consolidationEstimate(loans);
        if (estimate === null) throw conflict('Consolidation needs two or more loans');
        return saveTipDocument(userId, consolidationChecklist(person, loans, estimate, today()));
      }
      if (federal.length === 0)
        throw conflict('This applies to federal loans only; add a federal loan first');
      if (input.kind === 'PSLF_EMPLOYMENT_CERTIFICATION') {
        return saveTipDocument(userId, pslfCoverLetter(person, federal, input.employerName, today()));
      }
      const estimate = incomeDrivenEstimate(loans, input.annualIncome, input.householdSize);
      if (!estimate) throw conflict('This applies to federal loans only; add a federal loan first');
      return saveTipDocument(userId, idrRequestCoverLetter(person, federal, estimate, input, today()));
    },
    async documentFor(viewer: SessionUser, id: number) {
      const doc = await repo.findDocument(id);
      if (!doc) throw notFound('Document');
      await assertCanSee(viewer, doc.userId, 'Document');
      return doc;
    },
  };
}
export type StudentLoansService = ReturnType<typeof createStudentLoansService>;

import type { BureauAnalysisDraft, BureauResponseType } from '@app/contracts/bureau-responses.contract';
import type { Bureau } from '@app/contracts/bureaus';
import type { CreditAnalysis } from '@app/contracts/credit-analysis.contract';
import type { CreditIssueStatus, CreditIssueType } from '@app/contracts/credit-issues.contract';
import type { DisputeLetterType, DisputeReason } from '@app/contracts/dispute-letters.contract';
import type { IssueFinding } from '@app/contracts/report-findings';
import type { ModelReportReading } from './report-reading';

/** Everything a letter may say. A letter states nothing that is not here. */
export interface DisputeLetterFacts {
  letterType: DisputeLetterType;
  reason: DisputeReason;
  bureau: Bureau;
  /** Date the letter is dated, ISO (yyyy-mm-dd). */
  date: string;
  consumer: {
    fullName: string;
    addressLines: string[];
    /** Last 4 of the SSN when the person gave it; bureaus use it to find the file. */
    ssnLast4?: string;
    dateOfBirth?: string;
  };
  /** Who receives the letter: the bureau's dispute address, or the creditor's as the person gave it. */
  recipient: { name: string; addressLines: string[] };
  account: {
    type: CreditIssueType;
    creditor: string;
    accountNumberLast4: string | null;
    /** A public record's case number: a letter about the record names it with the court (the creditor). */
    caseNumber?: string | null;
    /** Decimal dollars as reported ("1250.00"), or null when not reported. */
    amount: string | null;
    dateReported: string | null;
    status: CreditIssueStatus;
    description: string;
    /** Facts from the uploaded report (the bureaus' differing values, dates past the reporting period); the letter cites those that support its reason. */
    findings?: IssueFinding[];
  };
  /** The person's own words, quoted as theirs. */
  consumerStatement?: string;
  /** For a later round: what the bureau answered before and when. */
  previousRound?: { responseType: string; responseDate: string };
  /** For a reinsertion letter: the day the item was seen back and the notice's last day (yyyy-mm-dd). */
  reinsertion?: { reinsertedOn: string; noticeDueOn: string };
}

export interface CreditAnalysisFacts {
  firstName: string;
  /** Null figures are unknown; a score the specialist entered is theirs, not a reading of the file. */
  report: {
    creditScore: number;
    utilizationRate: number | null;
    accountAgeMonths: number | null;
    enteredBySpecialist?: boolean;
  } | null;
  /** Readings of the file only, oldest first. */
  scoreHistory: { score: number; recordedAt: string }[];
  issues: {
    type: CreditIssueType;
    title: string;
    creditor: string;
    amount: string | null;
    impact: number;
    status: CreditIssueStatus;
    dateReported: string | null;
  }[];
  disputes: { bureau: Bureau; status: string; roundNumber: number }[];
  targetScore: number | null;
  /** "Today", so that age-based reasoning is testable. */
  today: string;
}

/** Raised when an outside model fails or answers something unusable; routes answer 502. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}

/** Raised when the facts cannot honestly support the requested letter (e.g. OBSOLETE for a recent item). */
export class LetterNotSupportedError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
    this.name = 'LetterNotSupportedError';
  }
}

/** A bureau's answer to a dispute, with what was disputed, for deciding the next step. */
export interface BureauResponseFacts {
  bureau: Bureau;
  responseType: BureauResponseType;
  responseText: string;
  responseDate: string;
  today: string;
  consumer: DisputeLetterFacts['consumer'];
  /** The disputed account, when the response is tied to a dispute. */
  account: DisputeLetterFacts['account'] | null;
  previousDispute: {
    letterType: DisputeLetterType;
    reason: DisputeReason;
    roundNumber: number;
    dateSent: string | null;
    deliveryDate: string | null;
  } | null;
}

/** A support question with the help-article passages retrieved for it, best first. */
export interface SupportQuestionFacts {
  question: string;
  /** The last turns of the conversation, oldest first. */
  history: { sender: 'USER' | 'AI' | 'ADMIN'; message: string }[];
  passages: { title: string; url: string; excerpt: string }[];
}

/** What an engine answers; confidence and sentiment are measured by the support module, not claimed here. */
export interface SupportAnswerDraft {
  answer: string;
  /** Index into passages of the one the answer is drawn from, or null. */
  sourceIndex: number | null;
  /** The engine judges a person should take over. */
  needsPerson: boolean;
}

/** One turn of the AI Assistant: what the person asked, what they attached, and what the product did about it. */
export interface AssistantTurnFacts {
  message: string;
  /** The last turns of the conversation, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** The person's open credit items. */
  items: { creditor: string; accountNumberLast4: string | null; title: string; status: CreditIssueStatus }[];
  /** The attachments' extracted text, each cut to a length a prompt can hold. */
  attachments: { name: string; text: string }[];
  /** The item the product drafted a letter about this turn (the letter itself is written separately), or null. */
  letterDraftedAbout: { creditor: string; accountNumberLast4: string | null } | null;
  /** The built-in engine's reply from the same facts: what the product stands behind. */
  builtinReply: string;
}

export interface AiPort {
  readonly engine: 'builtin' | 'openai';
  /** A model's reading of a report's text (structured output); null when no model is configured. */
  readCreditReport(reportText: string): Promise<ModelReportReading | null>;
  answerSupportQuestion(facts: SupportQuestionFacts): Promise<SupportAnswerDraft>;
  /** The AI Assistant's reply in plain text. */
  replyToAssistantTurn(facts: AssistantTurnFacts): Promise<string>;
  writeDisputeLetter(facts: DisputeLetterFacts): Promise<string>;
  analyzeCredit(facts: CreditAnalysisFacts): Promise<CreditAnalysis>;
  analyzeBureauResponse(facts: BureauResponseFacts): Promise<BureauAnalysisDraft>;
}

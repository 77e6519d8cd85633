import { apiError } from '../common/api-error';
import { pdfFile } from '../common/files';
import { ownerQuery, recordIdParams } from '../common/params';
import {
  completeLoanNegotiationRequest,
  createLoanDocumentRequest,
  createLoanNegotiationRequest,
  createStudentLoanRequest,
  loanDocument,
  loanDocumentList,
  loanNegotiation,
  loanNegotiationList,
  studentLoan,
  studentLoanList,
} from '../student-loans.contract';
import { endpoint } from './endpoint';

const tags = ['student loans'];

export const listStudentLoans = endpoint({
  method: 'GET',
  path: '/api/student-loans',
  operationId: 'listStudentLoans',
  summary: 'The signed-in person’s student loans (or, with ?userId, a client’s for an admin)',
  tags,
  querystring: ownerQuery,
  responses: { 200: studentLoanList },
});

export const addStudentLoan = endpoint({
  method: 'POST',
  path: '/api/student-loans',
  operationId: 'addStudentLoan',
  summary: 'Add a student loan',
  tags,
  body: createStudentLoanRequest,
  responses: { 201: studentLoan },
});

export const listLoanNegotiations = endpoint({
  method: 'GET',
  path: '/api/loan-negotiations',
  operationId: 'listLoanNegotiations',
  summary: 'The signed-in person’s negotiations with loan servicers (or a client’s for an admin)',
  tags,
  querystring: ownerQuery,
  responses: { 200: loanNegotiationList },
});

export const startLoanNegotiation = endpoint({
  method: 'POST',
  path: '/api/loan-negotiations',
  operationId: 'startLoanNegotiation',
  summary: 'Start a negotiation on a loan; a payment reduction or forgiveness review writes its letter',
  tags,
  body: createLoanNegotiationRequest,
  responses: { 201: loanNegotiation },
});

export const completeLoanNegotiation = endpoint({
  method: 'PATCH',
  path: '/api/loan-negotiations/{id}',
  operationId: 'completeLoanNegotiation',
  summary: 'Record the outcome and monthly savings of a negotiation; completed is final',
  tags,
  params: recordIdParams,
  body: completeLoanNegotiationRequest,
  responses: { 200: loanNegotiation, 409: apiError.describe('Already completed') },
});

export const listStudentLoanDocuments = endpoint({
  method: 'GET',
  path: '/api/student-loan-documents',
  operationId: 'listStudentLoanDocuments',
  summary: 'Letters and checklists made from negotiations and optimization tips',
  tags,
  querystring: ownerQuery,
  responses: { 200: loanDocumentList },
});

export const createStudentLoanDocument = endpoint({
  method: 'POST',
  path: '/api/student-loan-documents',
  operationId: 'createStudentLoanDocument',
  summary: 'Make the document of an optimization tip from the person’s own loans',
  tags,
  body: createLoanDocumentRequest,
  responses: { 201: loanDocument, 409: apiError.describe('The tip does not apply to these loans') },
});

export const downloadStudentLoanDocumentPdf = endpoint({
  method: 'GET',
  path: '/api/student-loan-documents/{id}/pdf',
  operationId: 'downloadStudentLoanDocumentPdf',
  summary: 'Download a student-loan document as a PDF',
  tags,
  params: recordIdParams,
  responses: { 200: pdfFile },
});

import { apiError } from '@app/contracts/common/api-error';
import { pdfFile } from '@app/contracts/common/files';
import { ownerQuery, recordIdParams } from '@app/contracts/common/params';
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
} from '@app/contracts/student-loans.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { textToPdf } from '../../platform/documents/text-pdf';
import type { StudentLoansService } from './student-loans.service';

const tags = ['student loans'];

export const studentLoansRoutes: FastifyPluginAsyncZod<{ service: StudentLoansService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/student-loans',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listStudentLoans',
        summary: 'The signed-in person’s student loans (or, with ?userId, a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: studentLoanList },
      },
    },
    async (request) => service.listLoans(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.post(
    '/api/student-loans',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'addStudentLoan',
        summary: 'Add a student loan',
        tags,
        body: createStudentLoanRequest,
        response: { 201: studentLoan },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addLoan(currentUser(request).id, request.body)),
  );
  app.get(
    '/api/loan-negotiations',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listLoanNegotiations',
        summary: 'The signed-in person’s negotiations with loan servicers (or a client’s for an admin)',
        tags,
        querystring: ownerQuery,
        response: { 200: loanNegotiationList },
      },
    },
    async (request) => service.listNegotiations(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.post(
    '/api/loan-negotiations',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'startLoanNegotiation',
        summary: 'Start a negotiation on a loan; a payment reduction or forgiveness review writes its letter',
        tags,
        body: createLoanNegotiationRequest,
        response: { 201: loanNegotiation },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.startNegotiation(currentUser(request), request.body)),
  );
  app.patch(
    '/api/loan-negotiations/:id',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'completeLoanNegotiation',
        summary: 'Record the outcome and monthly savings of a negotiation; completed is final',
        tags,
        params: recordIdParams,
        body: completeLoanNegotiationRequest,
        response: { 200: loanNegotiation, 409: apiError.describe('Already completed') },
      },
    },
    async (request) => service.completeNegotiation(currentUser(request), request.params.id, request.body),
  );
  app.get(
    '/api/student-loan-documents',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listStudentLoanDocuments',
        summary: 'Letters and checklists made from negotiations and optimization tips',
        tags,
        querystring: ownerQuery,
        response: { 200: loanDocumentList },
      },
    },
    async (request) => service.listDocuments(recordOwnerFor(currentUser(request), request.query.userId)),
  );
  app.post(
    '/api/student-loan-documents',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'createStudentLoanDocument',
        summary: 'Make the document of an optimization tip from the person’s own loans',
        tags,
        body: createLoanDocumentRequest,
        response: { 201: loanDocument, 409: apiError.describe('The tip does not apply to these loans') },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createTipDocument(currentUser(request).id, request.body)),
  );
  app.get(
    '/api/student-loan-documents/:id/pdf',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'downloadStudentLoanDocumentPdf',
        summary: 'Download a student-loan document as a PDF',
        tags,
        params: recordIdParams,
        response: { 200: pdfFile },
      },
    },
    async (request, reply) => {
      const doc = await service.documentFor(currentUser(request), request.params.id);
      const pdf = await textToPdf(doc.body, { title: doc.title });
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${doc.kind.toLowerCase().replaceAll('_', '-')}-${doc.id}.pdf"`,
        )
        .send(pdf);
    },
  );
};

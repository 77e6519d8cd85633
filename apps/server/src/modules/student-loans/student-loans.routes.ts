import {
  addStudentLoan,
  completeLoanNegotiation,
  createStudentLoanDocument,
  downloadStudentLoanDocumentPdf,
  listLoanNegotiations,
  listStudentLoanDocuments,
  listStudentLoans,
  startLoanNegotiation,
} from '@app/contracts/endpoints/student-loans.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { recordOwnerFor } from '../../platform/auth/record-owner';
import { textToPdf } from '../../platform/documents/text-pdf';
import { serve } from '../../platform/http/serve';
import type { StudentLoansService } from './student-loans.service';

export const studentLoansRoutes: FastifyPluginAsyncZod<{ service: StudentLoansService }> = async (
  app,
  { service },
) => {
  serve(app, listStudentLoans, { access: 'authenticated' }, async (request) =>
    service.listLoans(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, addStudentLoan, { access: 'authenticated', consumerAct: false }, async (request, reply) =>
    reply.status(201).send(await service.addLoan(currentUser(request).id, request.body)),
  );
  serve(app, listLoanNegotiations, { access: 'authenticated' }, async (request) =>
    service.listNegotiations(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(app, startLoanNegotiation, { access: 'authenticated', consumerAct: false }, async (request, reply) =>
    reply.status(201).send(await service.startNegotiation(currentUser(request), request.body)),
  );
  serve(app, completeLoanNegotiation, { access: 'authenticated', consumerAct: false }, async (request) =>
    service.completeNegotiation(currentUser(request), request.params.id, request.body),
  );
  serve(app, listStudentLoanDocuments, { access: 'authenticated' }, async (request) =>
    service.listDocuments(await recordOwnerFor(currentUser(request), request.query.userId)),
  );
  serve(
    app,
    createStudentLoanDocument,
    { access: 'authenticated', consumerAct: false },
    async (request, reply) =>
      reply.status(201).send(await service.createTipDocument(currentUser(request).id, request.body)),
  );
  serve(app, downloadStudentLoanDocumentPdf, { access: 'authenticated' }, async (request, reply) => {
    const doc = await service.documentFor(currentUser(request), request.params.id);
    const pdf = await textToPdf(doc.body, { title: doc.title });
    return reply
      .type('application/pdf')
      .header(
        'content-disposition',
        `attachment; filename="${doc.kind.toLowerCase().replaceAll('_', '-')}-${doc.id}.pdf"`,
      )
      .send(pdf);
  });
};

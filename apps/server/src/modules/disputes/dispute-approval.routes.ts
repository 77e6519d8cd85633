import { apiError } from '@app/contracts/common/api-error';
import { recordIdParams } from '@app/contracts/common/params';
import { batchApprovalRequest, batchApprovalResponse } from '@app/contracts/dispute-batch.contract';
import {
  approveDisputeRequest,
  dispute,
  disputeChangeRequest,
  reviseLetterRequest,
} from '@app/contracts/disputes.contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/access-policy';
import { originOf } from '../../platform/auth/request-origin';
import type { DisputeApprovalService } from './dispute-approval.service';

const tags = ['disputes'];

export const disputeApprovalRoutes: FastifyPluginAsyncZod<{
  service: DisputeApprovalService;
}> = async (app, { service }) => {
  // Any consumer may approve their own letter, including a read-only client whose specialist drafted it.
  app.post(
    '/api/disputes/:id/approve',
    {
      config: { access: 'authenticated', consumerAct: 'approval' },
      schema: {
        operationId: 'approveDispute',
        summary: 'Approve one’s own dispute letter for mailing',
        tags,
        params: recordIdParams,
        body: approveDisputeRequest,
        response: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
      },
    },
    async (request) => {
      const approved = await service.approve(currentUser(request), request.params.id, originOf(request));
      return approved;
    },
  );
  app.post(
    '/api/disputes/approve',
    {
      config: { access: 'authenticated', consumerAct: 'approval' },
      schema: {
        operationId: 'answerDisputeLetters',
        summary: 'Approve several of one’s own letters at once, or say an item is accurate',
        tags,
        body: batchApprovalRequest,
        response: {
          200: batchApprovalResponse,
          403: apiError.describe('Only the consumer answers letters sent in their name'),
          404: apiError.describe('No such letter, or not the caller’s'),
          409: apiError.describe('A letter was already approved, or is no longer a draft'),
        },
      },
    },
    async (request) => {
      const answers = await service.answerMany(currentUser(request), request.body.items, originOf(request));
      return answers;
    },
  );
  app.post(
    '/api/disputes/:id/change-request',
    {
      config: { access: 'authenticated', consumerAct: false },
      schema: {
        operationId: 'requestDisputeChanges',
        summary: 'Ask for changes to one’s own dispute letter',
        tags,
        params: recordIdParams,
        body: disputeChangeRequest,
        response: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
      },
    },
    async (request) => service.requestChanges(currentUser(request), request.params.id, request.body.message),
  );
  app.patch(
    '/api/disputes/:id/letter',
    {
      config: { access: 'admin' },
      schema: {
        operationId: 'reviseDisputeLetter',
        summary: 'Revise a letter the consumer has not approved yet',
        tags,
        params: recordIdParams,
        body: reviseLetterRequest,
        response: { 200: dispute, 409: apiError.describe('Already approved, or no longer pending') },
      },
    },
    async (request) => {
      const revised = await service.reviseLetter(
        currentUser(request),
        request.params.id,
        request.body.letterContent,
        originOf(request),
      );
      return revised;
    },
  );
};

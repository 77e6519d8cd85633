// Generated from the *.endpoints.ts contracts by `npm run endpoints:generate`: do not edit.
// Method and path at runtime, the contract only as a type, so the web loads no zod from here.
import { route } from './route';
import type * as disputes from './disputes.endpoints';

export const addDisputeTracking = route<typeof disputes.addDisputeTracking>('PATCH', '/api/disputes/{id}/tracking');
export const answerDisputeLetters = route<typeof disputes.answerDisputeLetters>('POST', '/api/disputes/approve');
export const approveDispute = route<typeof disputes.approveDispute>('POST', '/api/disputes/{id}/approve');
export const createDispute = route<typeof disputes.createDispute>('POST', '/api/disputes');
export const downloadDisputeLetterPdf = route<typeof disputes.downloadDisputeLetterPdf>('GET', '/api/disputes/{id}/letter.pdf');
export const getLetterReadiness = route<typeof disputes.getLetterReadiness>('GET', '/api/letter-readiness/{userId}');
export const listAllDisputes = route<typeof disputes.listAllDisputes>('GET', '/api/admin/all-disputes');
export const listDisputes = route<typeof disputes.listDisputes>('GET', '/api/disputes');
export const listDueFollowUps = route<typeof disputes.listDueFollowUps>('GET', '/api/disputes/follow-up');
export const listLettersToMail = route<typeof disputes.listLettersToMail>('GET', '/api/admin/letters-to-mail');
export const listTrackedDisputes = route<typeof disputes.listTrackedDisputes>('GET', '/api/admin/tracking');
export const listUntrackedDisputes = route<typeof disputes.listUntrackedDisputes>('GET', '/api/admin/tracking/untracked/{userId}');
export const listUserDisputes = route<typeof disputes.listUserDisputes>('GET', '/api/disputes/{userId}');
export const markFollowUpDone = route<typeof disputes.markFollowUpDone>('PATCH', '/api/disputes/{id}/alert-sent');
export const printLetters = route<typeof disputes.printLetters>('GET', '/api/admin/letters/print');
export const refreshDisputeTracking = route<typeof disputes.refreshDisputeTracking>('POST', '/api/disputes/{id}/update-from-tracking');
export const requestDisputeChanges = route<typeof disputes.requestDisputeChanges>('POST', '/api/disputes/{id}/change-request');
export const reviseDisputeLetter = route<typeof disputes.reviseDisputeLetter>('PATCH', '/api/disputes/{id}/letter');
export const setDisputeDelivery = route<typeof disputes.setDisputeDelivery>('PATCH', '/api/disputes/{id}/delivery');
export const trackMail = route<typeof disputes.trackMail>('GET', '/api/usps/track/{trackingNumber}');

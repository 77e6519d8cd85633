import * as endpoints from '@app/contracts/endpoints/routes.generated';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { base64Of } from '../../../lib/file-base64';
import { answerLetterKeys } from '../../../lib/query-keys/answer-letters';

/** POST /api/bureau-answer-letters: a photo or PDF of a bureau's results letter, read for the team to confirm. */
const uploadAnswerLetter = async ({ userId, file }: { userId?: number; file: File }) =>
  call(endpoints.uploadBureauAnswerLetter, {
    body: { userId, fileName: file.name, fileType: file.type || undefined, fileData: await base64Of(file) },
  });

export function useUploadAnswerLetter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAnswerLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: answerLetterKeys.all }),
  });
}

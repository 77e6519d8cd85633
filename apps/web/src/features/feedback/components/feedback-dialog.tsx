import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Combobox.css';
import { betaFeatureLabels, betaFeatures } from '@app/contracts/beta-features';
import {
  type CreateFeedbackRequest,
  createFeedbackRequest,
  feedbackMessages,
} from '@app/contracts/feedback.contract';
import { Button, Group, Input, Modal, Rating, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { errorMessage } from '../../../lib/api-errors';
import { contractResolver, setServerFieldErrors, useFormName } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSendFeedback } from '../api/send-feedback';

const featureOptions = betaFeatures.map((value) => ({ value, label: betaFeatureLabels[value] }));

/** 'Send feedback' from the profile menu: a feature, 1-5 stars, words, and optionally a bug or an idea. */
export function FeedbackDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useSendFeedback();
  const form = useForm<CreateFeedbackRequest>({
    name: useFormName(),
    mode: 'uncontrolled',
    initialValues: {
      feature: '' as CreateFeedbackRequest['feature'],
      rating: 0,
      feedback: '',
      bugReport: '',
      suggestions: '',
    },
    validate: contractResolver(createFeedbackRequest),
  });
  const submit = form.onSubmit((body) =>
    send.mutate(body, {
      onSuccess: () => {
        notify({ color: 'teal', title: feedbackMessages.sent, message: 'Our team reads every entry.' });
        form.reset();
        onClose();
      },
      onError: (error) => {
        if (!setServerFieldErrors(form, error)) {
          notify({
            color: 'red',
            title: 'Could not send feedback',
            message: errorMessage(error, 'Try again'),
          });
        }
      },
    }),
  );
  const rating = form.getInputProps('rating');
  return (
    <Modal opened={opened} onClose={onClose} title="Send feedback" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label="Feature"
            required
            data={featureOptions}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('feature')}
            key={form.key('feature')}
          />
          <Input.Wrapper label="Rating" required error={rating.error} id="feedback-rating">
            <Rating
              key={form.key('rating')}
              defaultValue={rating.defaultValue as number}
              onChange={rating.onChange}
              aria-label="Rating, 1 to 5 stars"
              size="lg"
            />
          </Input.Wrapper>
          <Textarea
            label="Feedback"
            required
            autosize
            minRows={3}
            {...form.getInputProps('feedback')}
            key={form.key('feedback')}
          />
          <Textarea
            label="Bug report (optional)"
            autosize
            minRows={2}
            {...form.getInputProps('bugReport')}
            key={form.key('bugReport')}
          />
          <Textarea
            label="Suggestions (optional)"
            autosize
            minRows={2}
            {...form.getInputProps('suggestions')}
            key={form.key('suggestions')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={send.isPending}>
              Send feedback
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

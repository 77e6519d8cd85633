import '@mantine/core/styles/Modal.css';
import type { MixProduct } from '@app/contracts/credit-mix.contract';
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notify } from '../../../lib/notify';
import { useRecordMixIntent } from '../api/record-mix-intent';

/** The product-details modal with Apply Now, which records the person's intent and nothing more. */
export function ProductDetailsDialog({
  product,
  onClose,
}: {
  product: MixProduct | null;
  onClose: () => void;
}) {
  const fullScreen = useMediaQuery('(max-width: 36em)');
  const record = useRecordMixIntent();
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      title={product?.name ?? ''}
      fullScreen={fullScreen}
      centered
    >
      {product && (
        <Stack>
          <Text fz="sm">
            {product.provider}. {product.amount}; {product.limit.toLowerCase()}.
          </Text>
          <Title order={3} fz="h5">
            Benefits
          </Title>
          <List fz="sm">
            {product.benefits.map((b) => (
              <List.Item key={b}>{b}</List.Item>
            ))}
          </List>
          <Title order={3} fz="h5">
            Requirements
          </Title>
          <List fz="sm">
            {product.requirements.map((r) => (
              <List.Item key={r}>{r}</List.Item>
            ))}
          </List>
          <Alert color="blue" variant="light">
            Apply Now records that you plan to apply, with today’s date, for your action plan. We do not apply
            for credit for you or pass your details to any lender.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            {product.intentRecordedOn ? (
              <Text fz="sm" fw={600}>
                Intent recorded on {product.intentRecordedOn}
              </Text>
            ) : (
              <Button
                loading={record.isPending}
                onClick={() =>
                  record.mutate(product.id, {
                    onSuccess: (r) => {
                      notify({
                        color: 'green',
                        title: 'Intent Recorded',
                        message: `${product.name}: recorded on ${r.intentRecordedOn}.`,
                      });
                      onClose();
                    },
                    onError: () =>
                      notify({ color: 'red', title: 'Error', message: 'Failed to record your intent' }),
                  })
                }
              >
                Apply Now
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

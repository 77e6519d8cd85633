import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header/page-header';
import { paths } from '../../../config/paths';

/** `/payment-success`: where the card provider returns after confirming a payment. */
export function PaymentSuccessPage() {
  return (
    <>
      <title>Payment — Credit Repair</title>
      <PageHeader title="Payment" description="The result of a card payment confirmation." />
      <Button component={Link} to={paths.billing} variant="default">
        Back to Billing
      </Button>
    </>
  );
}

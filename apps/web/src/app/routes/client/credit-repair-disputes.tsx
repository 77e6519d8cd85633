import { letterHoldMessages } from '@app/contracts/letter-readiness';
import { canCreateDisputes } from '@app/contracts/permissions';
import { Button, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { MailedLetterCard } from '../../../features/certified-mail/components/mailed-letter-card';
import { MailingAddressForm } from '../../../features/dispute-letters/components/mailing-address-form';
import { letterPdfUrl } from '../../../features/disputes/api/letter-pdf-url';
import { DisputeList } from '../../../features/disputes/components/dispute-list';
import { UspsTrackingCard } from '../../../features/mail-tracking/components/usps-tracking-card';
import { useSignedInUser } from '../../../lib/session';

const ItemTimelinePanel = lazy(() =>
  import('../../../features/outcome-results/components/item-timeline-panel').then((m) => ({
    default: m.ItemTimelinePanel,
  })),
);
const AnswerLettersPanel = lazy(() =>
  import('../../../features/answer-letters/components/answer-letters-panel').then((m) => ({
    default: m.AnswerLettersPanel,
  })),
);
const NextRoundCard = lazy(() =>
  import('../../../features/outcome-results/components/next-round-card').then((m) => ({
    default: m.NextRoundCard,
  })),
);

/**
 * The client page's Disputes tab: the letters with their approval, mailing and tracking, and under
 * them the next round suggested and what each letter achieved. Its forms and their schemas load with the tab, not the page.
 */
export function CreditRepairDisputes() {
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <DisputeList
        canAct={canCreateDisputes(user)}
        userId={user.id}
        holdAction={(hold) =>
          hold === 'MAILING_ADDRESS_MISSING' ? (
            <MailingAddressForm message={letterHoldMessages.ownAddressMissing} />
          ) : (
            <Button component={Link} to={paths.billing} variant="light" w="fit-content">
              Sign your agreement in Billing
            </Button>
          )
        }
        tracking={(dispute, today) => (
          <Stack gap="sm">
            {/* A letter the company mailed from the product: its events, receipt rule and proof. */}
            {dispute.mailedByProduct && <MailedLetterCard disputeId={dispute.id} />}
            <UspsTrackingCard
              dispute={dispute}
              today={today}
              canAct={canCreateDisputes(user)}
              letterPdfHref={letterPdfUrl(dispute.id)}
            />
          </Stack>
        )}
      />
      {/* Loaded beside the letters, never holding them back. */}
      <Suspense fallback={null}>
        <AnswerLettersPanel userId={user.id} />
        <NextRoundCard userId={user.id} />
        <ItemTimelinePanel userId={user.id} />
      </Suspense>
    </Stack>
  );
}

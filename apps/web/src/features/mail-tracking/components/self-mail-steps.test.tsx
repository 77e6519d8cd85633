import { impbCheckDigit } from '@app/contracts/usps-tracking';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { aDispute } from '../../../testing/a-dispute';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { UspsTrackingCard } from './usps-tracking-card';

/** A 20-digit number as printed on a PS Form 3800 label, with its check digit. */
const body = '7019070000012345678';
const certifiedNumber = `${body}${impbCheckDigit(body)}`;
const printed = certifiedNumber.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('a consumer who mails their own letter by Certified Mail', () => {
  it('is walked through PS Form 3800 and 3811 to the post office, then enters the certified number', async () => {
    let sent: unknown = null;
    server.use(
      http.patch('/api/disputes/:id/tracking', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          aDispute({ mailedBy: 'CONSUMER', status: 'SENT', uspsTrackingNumber: certifiedNumber }),
        );
      }),
    );
    const dispute = aDispute({ mailedBy: 'CONSUMER', consumerApprovedAt: '2026-11-21T12:00:00.000Z' });
    renderWithProviders(
      <UspsTrackingCard
        dispute={dispute}
        today="2026-11-22"
        canAct
        letterPdfHref="/api/disputes/1/letter.pdf"
      />,
    );

    const steps = screen.getByTestId('self-mail-steps');
    expect(within(steps).getByText('Fill in PS Form 3800, the Certified Mail receipt')).toBeInTheDocument();
    expect(
      within(steps).getByText('Fill in PS Form 3811, the green return receipt card'),
    ).toBeInTheDocument();
    expect(within(steps).getByTestId('bureau-address')).toHaveTextContent('P.O. Box 740256');
    expect(within(steps).getByRole('link', { name: 'Download the letter to print' })).toHaveAttribute(
      'href',
      '/api/disputes/1/letter.pdf',
    );

    const input = within(steps).getByRole('textbox', { name: 'Certified mail number' });
    // An international (S10) number is a tracking number, not a Certified Mail number.
    fireEvent.change(input, { target: { value: 'RA123456785US' } });
    fireEvent.click(within(steps).getByRole('button', { name: 'Add Tracking' }));
    expect(await within(steps).findByText(/certified mail number has 20 or 22 digits/)).toBeInTheDocument();

    const typo = `${certifiedNumber.slice(0, -1)}${(Number(certifiedNumber.slice(-1)) + 1) % 10}`;
    fireEvent.change(input, { target: { value: typo } });
    fireEvent.click(within(steps).getByRole('button', { name: 'Add Tracking' }));
    expect(await within(steps).findByText(/does not pass the USPS check digit/)).toBeInTheDocument();
    expect(sent).toBeNull();

    // Typed as printed, in groups of 4: sent as the digits alone.
    fireEvent.change(input, { target: { value: printed } });
    fireEvent.click(within(steps).getByRole('button', { name: 'Add Tracking' }));
    await waitFor(() => expect(sent).toEqual({ trackingNumber: certifiedNumber }));
  });

  it('shows a letter the company mails the plain tracking form, without the steps', () => {
    renderWithProviders(<UspsTrackingCard dispute={aDispute()} today="2026-11-22" canAct />);
    expect(screen.queryByTestId('self-mail-steps')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'USPS tracking number' })).toBeInTheDocument();
  });
});

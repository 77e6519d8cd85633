import { signatureMessages } from '@app/contracts/agreements.contract';
import { fireEvent, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignAgreementForm } from './sign-agreement-form';

const draft = {
  kind: 'DISCLOSURE' as const,
  title: 'Consumer Credit File Rights Under State and Federal Law',
  text: 'You have a right to dispute inaccurate information in your credit report.',
  boldLines: [],
  sha256: 'a'.repeat(64),
  signed: false,
};

describe('the signature under an agreement', () => {
  it('shows under the name the server’s answer that a typed name is not the signer’s own', async () => {
    const message = signatureMessages.notYourName('Jordan Rivera');
    server.use(
      http.post('/api/agreements', () =>
        HttpResponse.json(
          { error: { code: 'VALIDATION', message, details: [{ field: 'typedName', message }] } },
          { status: 400 },
        ),
      ),
    );
    const onSigned = vi.fn();
    renderWithProviders(<SignAgreementForm planId={1} draft={draft} onSigned={onSigned} />, {
      user: personWith('BETA_TESTER'),
    });
    const name = screen.getByLabelText(/^Type your full name to sign/);
    fireEvent.change(name, { target: { value: 'Mickey Mouse' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the disclosure' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(onSigned).not.toHaveBeenCalled();
  });
});

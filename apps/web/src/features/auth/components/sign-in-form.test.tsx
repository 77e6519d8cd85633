import { authMessages } from '@app/contracts/auth-messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignInForm } from './sign-in-form';

describe('the sign-in form', () => {
  it('keeps Sign In disabled until both fields are filled', () => {
    renderWithProviders(<SignInForm initialPortal="client" onSignedIn={vi.fn()} />);
    const button = screen.getByRole('button', { name: /sign in/i });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'casey@example.com' } });
    expect(button).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    expect(button).toBeEnabled();
  });

  it('says only the spec\u2019s words when the server refuses, whatever its reason', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.post('/api/auth/login', () =>
        HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Access denied' } }, { status: 403 }),
      ),
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<SignInForm initialPortal="client" onSignedIn={onSignedIn} />);
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'casey@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    expect(await screen.findByText(authMessages.loginFailed)).toBeInTheDocument();
    expect(screen.queryByText('Access denied')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('checks a submit against the login schema before sending it', async () => {
    const sent = vi.fn();
    server.use(
      http.post('/api/auth/login', () => {
        sent();
        return HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'no' } }, { status: 401 });
      }),
    );
    renderWithProviders(<SignInForm initialPortal="client" onSignedIn={vi.fn()} />);
    // Longer than any e-mail address: the button allows it, the schema does not.
    fireEvent.change(screen.getByLabelText(/^Email/), {
      target: { value: `${'a'.repeat(250)}@example.com` },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: /sign in/i }));
    await waitFor(() => expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true'), {
      timeout: 10_000,
    });
    expect(sent).not.toHaveBeenCalled();
  });
});

import type { EmploymentRecord } from '@app/contracts/employment.contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../testing/msw-server';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AddEmploymentForm } from './add-employment-form';

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the Add Employment form', () => {
  it('stays disabled without employer and job title, then sends the salary in cents', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/employment-verifications', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: 9, employer: 'Acme', jobTitle: 'Clerk' } as EmploymentRecord, {
          status: 201,
        });
      }),
    );
    const onAdded = vi.fn();
    renderWithProviders(<AddEmploymentForm userId={7} onAdded={onAdded} />, {
      user: personWith('BETA_TESTER'),
    });
    const add = screen.getByRole('button', { name: 'Add Employment' });
    expect(add).toBeDisabled();
    type(/^Employer/, 'Acme');
    expect(add).toBeDisabled();
    type(/^Job title/, 'Clerk');
    expect(add).toBeEnabled();
    type(/^Annual salary/, '42000');
    type(/^Start date/, '2022-05-02');
    fireEvent.click(add);
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(sent).toEqual({
      userId: 7,
      employer: 'Acme',
      jobTitle: 'Clerk',
      employmentType: 'FULL_TIME',
      startDate: '2022-05-02',
      endDate: null,
      verificationMethod: 'MANUAL',
      annualSalary: 42_000_00,
    });
    // Seven inputs and a round trip: slower than the default 5 s on a loaded machine.
  }, 15_000);

  it('puts the server’s field message under the field', async () => {
    server.use(
      http.post('/api/employment-verifications', () =>
        HttpResponse.json(
          {
            error: {
              code: 'BAD_REQUEST',
              message: 'The start date cannot be in the future',
              details: [{ field: 'body.startDate', message: 'The start date cannot be in the future' }],
            },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<AddEmploymentForm userId={7} onAdded={vi.fn()} />, {
      user: personWith('BETA_TESTER'),
    });
    type(/^Employer/, 'Acme');
    type(/^Job title/, 'Clerk');
    type(/^Start date/, '2022-05-02');
    fireEvent.click(screen.getByRole('button', { name: 'Add Employment' }));
    expect(await screen.findByText('The start date cannot be in the future')).toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { personWith } from '../../../testing/person';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { AddIntegrationForm } from './add-integration-form';

describe('the Add Integration form', () => {
  it('offers the four finished tax years and enables Connect only once a software is chosen', () => {
    renderWithProviders(<AddIntegrationForm userId={7} currentYear={2024} onConnected={vi.fn()} />, {
      user: personWith('BETA_TESTER'),
    });
    const years = screen.getByLabelText(/^Tax year/) as HTMLSelectElement;
    expect([...years.options].map((o) => o.value)).toEqual(['2023', '2022', '2021', '2020']);
    const connect = screen.getByRole('button', { name: 'Connect Tax Software' });
    expect(connect).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Tax software/), { target: { value: 'hrblock' } });
    expect(connect).toBeEnabled();
  });
});

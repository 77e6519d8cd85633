import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { ScoreGauge } from './score-gauge';

describe('ScoreGauge', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the real score and its band at the first render, while the arc counts up', () => {
    renderWithProviders(<ScoreGauge score={618} />);
    expect(screen.getByTestId('score-gauge-number')).toHaveTextContent('618');
    expect(screen.getByText('FAIR')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Credit score 618 out of 850, rated fair' })).toBeInTheDocument();
    const arc = () => document.querySelectorAll('circle')[1]?.getAttribute('stroke-dasharray') ?? '';
    const first = Number.parseFloat(arc());
    expect(first).toBe(0);
    act(() => vi.advanceTimersByTime(1000));
    expect(Number.parseFloat(arc())).toBeGreaterThan(first);
    expect(screen.getByTestId('score-gauge-number')).toHaveTextContent('618');
  });
});

import { gaugePercent, maxScore, minScore, scoreBand } from '@app/contracts/score';
import { Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ToneBadge } from '../status-badge/tone-badge';

const sizes = { sm: 120, md: 180, lg: 240 } as const;
export type ScoreGaugeSize = keyof typeof sizes;

// The count-up runs 2000 ms in 60 steps.
const countUpMs = 2000;
const countUpSteps = 60;

/** The arc counts from 300 up to the score; people who ask for less motion see it full at once. */
function useCountUp(target: number): number {
  const reduceMotion = useReducedMotion();
  const [shown, setShown] = useState(reduceMotion ? target : minScore);
  useEffect(() => {
    if (reduceMotion) {
      setShown(target);
      return;
    }
    let step = 0;
    setShown(minScore);
    const timer = setInterval(() => {
      step += 1;
      setShown(Math.round(minScore + ((target - minScore) * step) / countUpSteps));
      if (step >= countUpSteps) clearInterval(timer);
    }, countUpMs / countUpSteps);
    return () => clearInterval(timer);
  }, [target, reduceMotion]);
  return shown;
}

/**
 * The circular credit score gauge: the arc counts up, but the number and the
 * rating label are the real score from the first frame, so nobody reads 300 as their score.
 */
export function ScoreGauge({ score, size = 'md' }: { score: number; size?: ScoreGaugeSize }) {
  const shown = useCountUp(score);
  const band = scoreBand(score);
  const diameter = sizes[size];
  const stroke = Math.round(diameter / 12);
  const radius = (diameter - stroke) / 2;
  const circumference = 2 * Math.PI * radius;
  const filled = circumference * gaugePercent(shown);
  const colour = `var(--mantine-color-${band.color}-${band.color === 'yellow' ? 6 : 7})`;

  return (
    <Stack
      align="center"
      gap={6}
      role="img"
      aria-label={`Credit score ${score} out of ${maxScore}, rated ${band.label.toLowerCase()}`}
      data-testid="score-gauge"
    >
      <div style={{ position: 'relative', width: diameter, height: diameter }} aria-hidden>
        <svg width={diameter} height={diameter} viewBox={`0 0 ${diameter} ${diameter}`}>
          <title>Credit score gauge</title>
          <circle
            cx={diameter / 2}
            cy={diameter / 2}
            r={radius}
            fill="none"
            stroke="var(--mantine-color-gray-2)"
            strokeWidth={stroke}
          />
          <circle
            cx={diameter / 2}
            cy={diameter / 2}
            r={radius}
            fill="none"
            stroke={colour}
            strokeWidth={stroke}
            strokeLinecap="round"
            strokeDasharray={`${filled} ${circumference}`}
            transform={`rotate(-90 ${diameter / 2} ${diameter / 2})`}
          />
        </svg>
        <Stack gap={0} align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
          <Text fw={800} fz={diameter / 4.2} lh={1} data-testid="score-gauge-number">
            {score}
          </Text>
          <Text fz={size === 'sm' ? 10 : 'xs'} c="dimmed">
            {minScore}–{maxScore}
          </Text>
        </Stack>
      </div>
      <ToneBadge color={band.color} size={size === 'lg' ? 'lg' : 'md'} aria-hidden>
        {band.label}
      </ToneBadge>
    </Stack>
  );
}

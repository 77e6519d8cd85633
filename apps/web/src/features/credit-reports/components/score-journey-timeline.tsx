import { personDate } from '@app/contracts/common/person-dates';
import '@mantine/core/styles/Timeline.css';
import { creditFigureMessages, isReadingSource } from '@app/contracts/credit-figures';
import type { ScorePoint } from '@app/contracts/credit-reports.contract';
import { ActionIcon, Group, Paper, Text, Timeline, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { toneText } from '../../../components/status-badge/tone';

// The journey auto-plays every 3 s; its target is capped at 750.
const stepMs = 3000;
const journeyTargetCap = 750;
const maxSteps = 7;

/** The score journey from real history, highlighting one step at a time; pausable, still for reduced motion. */
export function ScoreJourneyTimeline({ history, target }: { history: ScorePoint[]; target: number }) {
  const reduceMotion = useReducedMotion();
  const steps = history.slice(-maxSteps);
  const [active, setActive] = useState(steps.length - 1);
  const [playing, setPlaying] = useState(true);
  // Hovering holds the current step so it can be read.
  const [hovered, setHovered] = useState(false);
  const autoPlay = playing && !hovered && !reduceMotion && steps.length > 1;

  useEffect(() => {
    if (!autoPlay) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % steps.length), stepMs);
    return () => clearInterval(timer);
  }, [autoPlay, steps.length]);

  const goal = Math.min(target, journeyTargetCap);
  const latest = steps[steps.length - 1];

  return (
    <Paper
      withBorder
      radius="lg"
      p="lg"
      component="section"
      aria-labelledby="journey-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <Group justify="space-between" mb="md" wrap="nowrap">
        <Title order={2} fz="h4" id="journey-title">
          Score Journey
        </Title>
        {steps.length > 1 && !reduceMotion && (
          <ActionIcon
            variant="light"
            size="lg"
            onClick={() => setPlaying(!playing)}
            aria-label={playing ? 'Pause the score journey' : 'Play the score journey'}
          >
            {playing ? (
              <IconPlayerPauseFilled size={16} aria-hidden />
            ) : (
              <IconPlayerPlayFilled size={16} aria-hidden />
            )}
          </ActionIcon>
        )}
      </Group>
      {steps.length === 0 ? (
        <Text c="dimmed" fz="sm">
          Your journey starts with your first credit report.
        </Text>
      ) : (
        <>
          <Timeline active={active} bulletSize={16} lineWidth={3} data-testid="score-journey">
            {steps.map((p, i) => {
              // A change is shown between two readings only; a specialist's figure starts none.
              const reading = isReadingSource(p.source);
              const previous = reading
                ? history
                    .slice(0, history.length - steps.length + i)
                    .findLast((h) => isReadingSource(h.source))
                : undefined;
              const change = previous ? p.score - previous.score : null;
              return (
                <Timeline.Item key={p.recordedAt} aria-current={i === active ? 'step' : undefined} lh={1.2}>
                  <Group gap={6} wrap="nowrap">
                    <Text fw={i === active ? 800 : 600} fz="sm" w={32}>
                      {p.score}
                    </Text>
                    <Text
                      fz="xs"
                      w={34}
                      c={
                        change === null || change === 0 ? 'dimmed' : change > 0 ? toneText('green') : 'red.9'
                      }
                    >
                      {change === null
                        ? ''
                        : change > 0
                          ? `+${change}`
                          : change < 0
                            ? `−${Math.abs(change)}`
                            : '±0'}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {personDate(p.recordedAt)}
                      {!reading && ` · ${creditFigureMessages.enteredBySpecialist}`}
                    </Text>
                  </Group>
                </Timeline.Item>
              );
            })}
          </Timeline>
          {latest && (
            <Text fz="sm" mt="md">
              {latest.score >= goal
                ? `You reached ${goal}. Keep going.`
                : `${goal - latest.score} points to go to ${goal}.`}
            </Text>
          )}
        </>
      )}
    </Paper>
  );
}

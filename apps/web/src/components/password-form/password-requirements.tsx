import type { PasswordRule } from '@app/contracts/password-rules';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';

/**
 * The strength rules of contracts, each ticked as soon as the new password meets it: every form that
 * sets a password shows them this one way (links, the first sign-in, Settings, a new client's password).
 */
export function PasswordRequirements({
  password,
  rules,
}: {
  password: string;
  rules: readonly PasswordRule[];
}) {
  const id = useId();
  return (
    <div>
      <Text fw={600} fz="sm" mb={6} id={id}>
        Password requirements
      </Text>
      <List spacing={4} size="sm" center aria-labelledby={id}>
        {rules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.id}
              icon={
                <ThemeIcon size={18} radius="xl" color={met ? 'teal.9' : 'gray.6'} aria-hidden>
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text span fz="sm" c={met ? 'teal.9' : undefined}>
                {rule.message}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

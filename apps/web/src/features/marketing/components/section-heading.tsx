import { Stack, Text, Title } from '@mantine/core';

/** A landing section's title and one-line introduction. */
export function SectionHeading({ id, title, intro }: { id: string; title: string; intro: string }) {
  return (
    <Stack gap="xs" align="center" ta="center" mb="xl" maw={720} mx="auto">
      <Title order={2} id={id} fz={{ base: 26, sm: 32 }}>
        {title}
      </Title>
      <Text c="dimmed" fz={{ base: 'md', sm: 'lg' }}>
        {intro}
      </Text>
    </Stack>
  );
}

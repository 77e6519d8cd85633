import { Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Spec 000 section 2: the landing page's student loan promotion. */
export function StudentLoanPromo({ startPath }: { startPath: string }) {
  return (
    <Container size="lg" component="section" aria-labelledby="student-loans-title" py={{ base: 40, sm: 64 }}>
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} bg="brand.9" c="white">
        <Group justify="space-between" align="center" gap="xl">
          <Group align="flex-start" wrap="nowrap" gap="lg" maw={680}>
            <ThemeIcon size={56} radius="md" color="white" c="brand.9" aria-hidden visibleFrom="sm">
              <IconSchool size={32} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={2} id="student-loans-title" fz={{ base: 24, sm: 30 }}>
                Student loans weighing on your budget?
              </Title>
              <Text fz="md">
                Keep your federal and private loans in one place, compare repayment plans, check forgiveness
                programs such as PSLF, and ask your servicer for a lower payment with our help.
              </Text>
            </Stack>
          </Group>
          <Button component={Link} to={startPath} size="md" variant="white" color="brand.9">
            Get help with student loans
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}

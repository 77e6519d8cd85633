import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

interface LandingFooterProps {
  companyName: string | undefined;
  supportEmail: string | undefined;
  links: { label: string; to: string }[];
}

/** Spec 000 section 2: the footer with a support contact. */
export function LandingFooter({ companyName, supportEmail, links }: LandingFooterProps) {
  return (
    <Box component="footer" bg="dark.8" c="gray.3" py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
          <Stack gap={6}>
            <Text fw={700} c="white" mih={24}>
              {companyName}
            </Text>
            <Text fz="sm">
              Credit repair cannot remove accurate, timely information from a credit report. You may dispute
              errors with the credit bureaus yourself, free of charge.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              Support
            </Text>
            <Text fz="sm" mih={22}>
              {supportEmail && (
                <>
                  Email us at{' '}
                  <Anchor href={`mailto:${supportEmail}`} c="white" underline="always">
                    {supportEmail}
                  </Anchor>
                </>
              )}
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={700} c="white">
              Get started
            </Text>
            <Group gap="md">
              {links.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="white" fz="sm" underline="always">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Stack>
        </SimpleGrid>
        <Text fz="xs" mt={40}>
          © {new Date().getFullYear()} {companyName}
        </Text>
      </Container>
    </Box>
  );
}

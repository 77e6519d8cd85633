import { Anchor, Container, Group, Text } from '@mantine/core';

/** The company's support contact at the foot of signed-in screens: who to ask, and how. */
export function SupportLine({
  companyName,
  supportEmail,
  supportPhone,
}: {
  companyName: string | undefined;
  supportEmail: string | undefined;
  supportPhone: string | null | undefined;
}) {
  if (!companyName || !supportEmail) return null;
  return (
    <Container
      size="xl"
      component="footer"
      py="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" justify="center" wrap="wrap">
        <Text fz="sm" c="dimmed">
          {companyName} support:
        </Text>
        <Anchor href={`mailto:${supportEmail}`} fz="sm">
          {supportEmail}
        </Anchor>
        {supportPhone && (
          <Anchor href={`tel:${supportPhone.replace(/[^\d+]/g, '')}`} fz="sm">
            {supportPhone}
          </Anchor>
        )}
      </Group>
    </Container>
  );
}

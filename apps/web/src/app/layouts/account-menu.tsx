import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconKey, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { RedeemCodeDialog } from '../../features/beta-access/components/redeem-code-dialog';
import { FeedbackDialog } from '../../features/feedback/components/feedback-dialog';

/** The profile menu of the header: e-mail notices, 'Enter access code' and 'Send feedback' for every signed-in person. */
export function AccountMenu({
  name,
  stacked = false,
  onNavigate,
}: {
  name: string;
  stacked?: boolean;
  /** Closes the drawer the stacked menu sits in when a link is followed. */
  onNavigate?: () => void;
}) {
  const [redeemOpen, redeem] = useDisclosure(false);
  const [feedbackOpen, feedback] = useDisclosure(false);
  return (
    <>
      {stacked ? (
        <>
          <Button
            variant="default"
            component={Link}
            to={paths.noticeSettings}
            onClick={onNavigate}
            leftSection={<IconBell size={16} aria-hidden />}
          >
            E-mail notices
          </Button>
          <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={redeem.open}>
            Enter access code
          </Button>
          <Button
            variant="default"
            leftSection={<IconMessageCircle size={16} aria-hidden />}
            onClick={feedback.open}
          >
            Send feedback
          </Button>
        </>
      ) : (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button
              variant="subtle"
              color="dark"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              data-testid="header-user-name"
            >
              {name}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={paths.noticeSettings}
              leftSection={<IconBell size={16} aria-hidden />}
            >
              E-mail notices
            </Menu.Item>
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={redeem.open}>
              Enter access code
            </Menu.Item>
            <Menu.Item leftSection={<IconMessageCircle size={16} aria-hidden />} onClick={feedback.open}>
              Send feedback
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
      <RedeemCodeDialog opened={redeemOpen} onClose={redeem.close} />
      <FeedbackDialog opened={feedbackOpen} onClose={feedback.close} />
    </>
  );
}

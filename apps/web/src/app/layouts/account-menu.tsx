import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconChevronDown, IconKey, IconMessageCircle } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useOnceTrue } from '../../lib/use-in-view';

// Both dialogs carry a form and its schema: their code loads the first time one opens, not with every page.
const RedeemCodeDialog = lazy(() =>
  import('../../features/beta-access/components/redeem-code-dialog').then((m) => ({
    default: m.RedeemCodeDialog,
  })),
);
const FeedbackDialog = lazy(() =>
  import('../../features/feedback/components/feedback-dialog').then((m) => ({ default: m.FeedbackDialog })),
);

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
  const redeemUsed = useOnceTrue(redeemOpen);
  const feedbackUsed = useOnceTrue(feedbackOpen);
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
      <Suspense fallback={null}>
        {redeemUsed && <RedeemCodeDialog opened={redeemOpen} onClose={redeem.close} />}
        {feedbackUsed && <FeedbackDialog opened={feedbackOpen} onClose={feedback.close} />}
      </Suspense>
    </>
  );
}

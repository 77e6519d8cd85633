import { type NotificationData, notifications } from '@mantine/notifications';

/**
 * Shows a toast in place of any other (at most one at a time). Mantine's own
 * limit would queue the new one behind the old until it closes; the newest message matters most.
 */
export function notify(toast: NotificationData) {
  notifications.clean();
  // The close button is an icon: it needs a name a screen reader can say.
  notifications.show({ closeButtonProps: { 'aria-label': 'Close notification' }, ...toast });
}

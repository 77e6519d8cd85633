/** When an invitation stops working, in the professional's own time zone. */
export const invitationExpiryFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * A credit item as people name it: its creditor, and the account number's last digits when known
 * ("MIDLAND CREDIT ending 1234"), the way a card or an SSN is named on every screen.
 */
export const itemName = (creditor: string, accountLast4: string | null | undefined) =>
  accountLast4 ? `${creditor} ending ${accountLast4}` : creditor;

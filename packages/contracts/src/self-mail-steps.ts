// Zod-free: the steps are words only, shown on a consumer's dispute card.

/**
 * How a consumer mails a dispute letter by Certified Mail themselves, in the order it is done: the
 * letter and its enclosures, PS Form 3800 (the Certified Mail receipt and its barcode label), PS
 * Form 3811 (the green return receipt card), the post office counter, and the certified number
 * typed back in, from which the letter's tracking, follow-up and 30-day clock run.
 */
export const selfMailSteps = [
  {
    title: 'Print your letter',
    body: 'Download the letter as a PDF, print it and sign it where it asks for your signature.',
  },
  {
    title: 'Add copies of your ID and proof of address',
    body: 'A copy of your driver’s license or state ID and of a recent utility bill or bank statement. Black out all but the last 4 digits of your Social Security number and of any account number.',
  },
  {
    title: 'Fill in PS Form 3800, the Certified Mail receipt',
    body: 'The green-and-white form is free at the post office. Write the bureau’s name and address on the receipt part, then peel off the barcode label and stick it on the envelope, above the bureau’s address and to the right of your return address.',
  },
  {
    title: 'Fill in PS Form 3811, the green return receipt card',
    body: 'Write the bureau’s address in box 1 and the certified number from the label in box 2, tick Certified Mail, and write your own name and address on the other side: the card comes back to you signed. Stick it on the back of the envelope.',
  },
  {
    title: 'Mail it at the post office counter',
    body: 'Ask for Certified Mail with a return receipt. The clerk postmarks your PS Form 3800 receipt: keep it with the green card when it comes back. Together they prove when you mailed and when the bureau received your dispute.',
  },
  {
    title: 'Enter the certified number here',
    body: 'Type the number printed under the barcode on your receipt (20 or 22 digits). We follow the letter with USPS from then on: once it is delivered, your 14-day follow-up and the bureau’s 30 days to answer start.',
  },
] as const;

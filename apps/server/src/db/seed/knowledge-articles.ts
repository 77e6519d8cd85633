import type { TicketCategory } from '@app/contracts/support.contract';

export interface KnowledgeArticleSeed {
  slug: string;
  title: string;
  category: TicketCategory;
  body: string;
}

/**
 * The Support Center's knowledge base as shipped: how this product works, in Markdown. Published,
 * so the support assistant answers from them from the first start; admins edit them in the
 * Knowledge Base tab.
 */
export const knowledgeArticleSeed: KnowledgeArticleSeed[] = [
  {
    slug: 'how-support-works',
    title: 'How support works: the assistant, tickets and our team',
    category: 'APP_NAVIGATION',
    body: `The chat button at the bottom right of every page opens **support chat**.

The first answers come from the **support assistant**. It is a program, not a person: it searches these help articles and the Learning Center and quotes the article it used, with a link.

## When a person takes over

- Say that you want a person ("talk to a human") at any time.
- If the assistant is not sure of its answer, or you are unhappy, it offers the ticket form by itself.
- A ticket needs a title, a description, your name and your email; the phone number is optional.

You get a ticket number such as ST-000123. Our support team answers in the same chat and by email, usually within one business day.`,
  },
  {
    slug: 'sending-your-first-dispute',
    title: 'Sending your first dispute letter',
    category: 'DISPUTE_HELP',
    body: `Open **Credit Repair**, go to the **Issues** tab and press **Dispute** beside the item you believe is inaccurate, incomplete or unverifiable.

1. Choose the bureau: Equifax, Experian or TransUnion.
2. Generate the letter, then read it and edit anything that is not right.
3. Approve it and confirm that the item is inaccurate, incomplete or unverifiable. Nothing is mailed without your approval.

The letter is mailed by USPS certified mail. You can follow it in the **Disputes** tab.

Only dispute information you believe is wrong. Accurate, recent negative information cannot legally be removed by a dispute.`,
  },
  {
    slug: 'how-long-does-a-dispute-take',
    title: 'How long does a dispute take?',
    category: 'DISPUTE_HELP',
    body: `A credit bureau generally has **30 days** from receiving your dispute to investigate it (45 days in some cases, for example when you send more information during the investigation).

In the app, the expected response date of each dispute is 30 days after it was created. Once the letter is delivered, we remind you to **follow up after 14 days** if nothing has arrived.

When the bureau answers, record its response in the Disputes tab. If the item was verified but you still believe it is wrong, the next round can ask for the method of verification.`,
  },
  {
    slug: 'certified-mail-tracking',
    title: 'Tracking your certified mail and the 14-day follow-up',
    category: 'DISPUTE_HELP',
    body: `Every dispute letter we mail gets a **USPS certified mail tracking number**. Open the **Disputes** tab to see where the letter is, with the tracking history.

- **Delivered** shows the delivery date; the bureau's investigation period starts then.
- A **follow-up alert** appears 14 days after delivery if the bureau has not answered. Mark it completed once you have followed up.

If tracking shows no movement for several days, ask our support team to check it with USPS.`,
  },
  {
    slug: 'cancellation-right-and-charges',
    title: 'Your 3-business-day cancellation right and when you are charged',
    category: 'BILLING',
    body: `Before you pay, you receive a written disclosure and a contract. Under the Credit Repair Organizations Act you may **cancel within 3 business days** of signing, for any reason, at no cost.

Consumer plans are **charged only after services were performed** for the period, never in advance. Your invoices are listed under **Billing**, with what each one covers.

No credit repair company can promise a specific score or the removal of accurate information, and we do not.`,
  },
  {
    slug: 'changing-or-cancelling-your-plan',
    title: 'Changing or cancelling your plan',
    category: 'BILLING',
    body: `Open **Billing** from the navigation bar.

- **Cancel Subscription** ends your plan at the end of the current billing period; work already done in the period is billed, nothing after it.
- To move to another plan, choose **Subscribe** on that plan. A new plan needs its own signed contract, with its own 3-business-day cancellation right.

Plans: **Pro** ($29 a month, one or two negative items a month), **Elite** ($79 a month, includes one 15-minute strategy call a month) and **White Label** ($399 a month, for professionals, up to 50 client users).`,
  },
  {
    slug: 'uploading-a-credit-report',
    title: 'Getting your credit report analysed',
    category: 'CREDIT_REPAIR',
    body: `Your credit specialist uploads your credit report (PDF, PNG or JPG) in the admin portal. The analysis lists the negative items it found, your score, and recommendations.

You then see the items in the **Issues** tab of Credit Repair and can dispute the ones you believe are wrong.

You can get your reports for free every week at AnnualCreditReport.com. Send them to your specialist in **Secure Chat** and ask for an upload.`,
  },
  {
    slug: 'score-simulator-estimates',
    title: 'What the score simulator can and cannot tell you',
    category: 'CREDIT_REPAIR',
    body: `The **Score Simulator** estimates how actions such as paying off collections or lowering utilization might change your score. The figures are **estimates based on industry averages**, not a promise.

Real scoring models weigh payment history (about 35%), utilization (30%), length of history (15%), credit mix (10%) and new credit (10%), and every file is different.

Use it to choose what to work on first, not to predict an exact number.`,
  },
  {
    slug: 'signing-in-and-passwords',
    title: 'Signing in, passwords and two-factor codes',
    category: 'TECHNICAL',
    body: `Sign in with your email and password. A new account starts with a **temporary password** that you replace at your first sign-in.

A password needs at least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character.

- After too many failed attempts, sign-in is paused for a few minutes to protect your account.
- Administrators may also be asked for a code from an authenticator app.

Forgot your password? Create a ticket and our team will help you reset it after checking who you are.`,
  },
  {
    slug: 'secure-chat-with-your-specialist',
    title: 'Talking to your credit specialist in Secure Chat',
    category: 'GENERAL',
    body: `**Secure Chat** is the conversation between you and your credit specialist. Open **Credit Repair**, then the **Chat** tab.

- Only you and our credit specialists can read it.
- Messages from our team are labelled **Credit Specialist**.
- New messages appear without reloading the page.

Use it for questions about your own file. For questions about the app or billing, the support chat answers at once.`,
  },
];

import type { EducationCategory } from '@app/contracts/educational-content.contract';

export interface ArticleSeed {
  slug: string;
  title: string;
  description: string;
  category: EducationCategory;
  readTime: number;
  body: string;
  sortOrder: number;
}

/**
 * Learning Center articles. Bodies are plain text: paragraphs separated by a blank line, a line
 * starting with '## ' is a subheading, lines starting with '- ' are bullet items. readTime is the
 * body's word count at about 200 words a minute, rounded up, at least 2. The first two by sortOrder
 * are featured.
 */
export const articleSeed: ArticleSeed[] = [
  {
    slug: 'how-to-dispute-a-credit-report-error',
    title: 'How to Dispute a Credit Report Error, Step by Step',
    description:
      'A practical walkthrough of disputing an inaccurate item with Equifax, Experian or TransUnion, online or by certified mail, and what to enclose.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 1,
    body: `The Fair Credit Reporting Act (FCRA) gives you the right to dispute information in your credit report that you believe is inaccurate or incomplete. Disputing is free, and you can do it yourself. The process below works for any of the three nationwide credit bureaus: Equifax, Experian and TransUnion.

## Step 1: Get your reports

Download your reports from AnnualCreditReport.com, the official free source. You can check all three bureaus every week at no cost. Each bureau keeps its own file, so an error may appear at one, two or all three.

## Step 2: Identify exactly what is wrong

Be specific. "This account is not mine," "I was never 60 days late in March," or "This balance was paid to zero in June" is far more useful than "please remove negative items." Common errors include accounts that belong to someone else, duplicate collection accounts, wrong balances or limits, late payments that did not happen, and incorrect dates.

## Step 3: Gather your evidence

Collect whatever supports your point: bank statements, payment confirmations, letters from the creditor, a settlement or payoff letter, or court papers. Send copies, never originals.

## Step 4: Choose online or mail

Each bureau has an online dispute center and also accepts disputes by phone and by mail.

- Online is fast and gives you an immediate confirmation number. Upload space can be limited, and you may be asked to pick from preset reasons, so add a short written explanation where the form allows it.
- Mail takes longer but lets you explain fully and enclose anything you want. Use certified mail with return receipt requested. The receipt shows when the bureau received your letter, which is when its investigation clock starts.

Either way, save screenshots, confirmation numbers and the dates you submitted.

## Step 5: Write a clear letter

If you mail your dispute, include:

- Your full name, current address, date of birth and the last four digits of your Social Security number
- A copy of a government-issued ID and a recent utility bill or bank statement showing your address
- A copy of the relevant page of your report with the disputed item circled or highlighted
- For each item: the creditor name, the partial account number, what is wrong, and what you are asking for (deletion or a specific correction)
- Copies of your supporting documents

Keep it short and factual. One letter can cover several items, but describe each one separately. The CFPB publishes sample dispute letters you can adapt.

## Step 6: Send to each bureau that shows the error

A dispute at one bureau does not fix the others. Send a separate dispute to every bureau reporting the mistake, using the dispute address listed on that bureau's website.

## Step 7: Keep a file

Keep a copy of everything you sent, the mailing receipts, and a simple log of dates. If you need to follow up, file a complaint or talk to an attorney later, this record matters.

## A note on repeat disputes

A bureau may decline to investigate a dispute it considers frivolous, for example one that repeats an earlier dispute without new information. If you dispute the same item again, include something new.

This article is general information, not legal advice.`,
  },
  {
    slug: 'how-credit-scores-are-calculated',
    title: 'How Credit Scores Are Calculated',
    description:
      'The five factors behind a FICO Score, how much each one weighs, and what that means for everyday decisions.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 2,
    body: `A credit score is a three-digit number that summarizes what is in your credit report at one moment. Lenders use it to estimate how likely you are to repay. The most widely used scores, FICO and VantageScore, range from 300 to 850 in their common versions, and higher is better.

A score is calculated only from information in your credit report. Your income, savings, job title and bank balance are not part of your credit report, so they are not part of the score, although a lender may look at them separately.

## The five FICO factors

FICO publishes the general weight of each category for the population as a whole:

- Payment history, about 35 percent. Whether you pay on time. Late payments, collections, charge-offs, repossessions, foreclosures and bankruptcies fall here.
- Amounts owed, about 30 percent. How much you owe, and especially how much of your available revolving credit you are using, known as credit utilization.
- Length of credit history, about 15 percent. The age of your oldest account, your newest account and the average age of all of them.
- New credit, about 10 percent. Recent applications (hard inquiries) and recently opened accounts.
- Credit mix, about 10 percent. Whether you have experience with different kinds of credit, such as credit cards and installment loans.

These percentages are averages. For a particular person the importance of each factor depends on the rest of the file. Someone with a short history, for example, is scored differently from someone with decades of accounts.

## What this means in practice

Paying every bill on time is the single most important habit, because payment history carries the most weight and a missed payment reported 30 or more days late can stay on your report for seven years.

Keeping card balances low relative to their limits is the second lever. Unlike late payments, utilization usually affects your score only while the high balance is being reported, so paying balances down tends to be reflected once the lower balance reaches the bureaus.

Time helps too. Older accounts in good standing lengthen your history, and the effect of recent inquiries fades.

Credit mix and new credit matter least. It is rarely worth taking on a loan you do not need just to improve your mix.

## Why your scores differ

You do not have one credit score. There are many versions of FICO and VantageScore, each bureau's report can hold slightly different information, and scores change whenever the underlying report changes. Two scores pulled on the same day can differ without anything being wrong. Focus on the trend and on the habits behind it rather than on one number.

## Where to see your score

Your free credit reports do not include a score. Many banks and card issuers show a free score in their apps, and some services offer free VantageScore results. Check which model and which bureau a score is based on so you compare like with like.`,
  },
  {
    slug: 'how-to-read-your-credit-report',
    title: 'How to Read Your Credit Report',
    description:
      'A section-by-section guide to what is in your credit report, where errors tend to hide, and how to get your reports for free.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 3,
    body: `Your credit report is the record your score is built from. Reading it carefully is the first step in any credit plan, and it is how most errors are found.

## Getting your reports

You can get free reports from Equifax, Experian and TransUnion every week at AnnualCreditReport.com, the site authorized under federal law. Be careful with look-alike sites that ask for payment. Each bureau's layout is different, but they contain the same basic sections.

## Personal information

This section lists names you have used, current and past addresses, partial Social Security number, date of birth and sometimes employers. It does not affect your score, but errors here matter. An address you never lived at or a name you never used can be a sign of identity theft or of another person's information mixed into your file.

## Accounts

Also called tradelines, these are your credit cards, loans, mortgages and similar accounts. For each one, look at:

- Creditor name and partial account number
- Account type: revolving (credit cards), installment (auto, student and personal loans) or mortgage
- Responsibility: individual, joint or authorized user
- Date opened, and date closed if applicable
- Credit limit or original loan amount, and current balance
- Status, such as current, closed, past due, charged off or in collections
- Payment history, usually a month-by-month grid showing on time, 30, 60, 90 or more days late
- Remarks, such as "closed by credit grantor" or "account information disputed by consumer"

Check that the balances and limits match your statements and that every late mark is real. A card reported with no limit, or a limit lower than the real one, can make your utilization look higher than it is.

## Collections and public records

Collection accounts list the collection agency and usually the original creditor. Watch for the same debt reported twice, once by the original creditor and once by a collector, both showing a balance. Public records today are mostly bankruptcies; the bureaus stopped including nearly all civil judgments and tax liens in 2017 and 2018.

## Dates that matter

Look for the date of first delinquency or an estimated removal date. Most negative items can be reported for seven years from the date of first delinquency. If a debt was sold and the new collector shows a later date, so the item would stay longer, that is worth disputing.

## Inquiries

Hard inquiries appear when you apply for credit and can affect your score. Soft inquiries, such as checking your own report or offers you did not request, are visible only to you and do not affect your score. An unfamiliar hard inquiry can be a sign that someone applied for credit in your name.

## Compare all three

Lay the three reports side by side. An account that appears at only one bureau is not necessarily an error, because not every lender reports to all three, but differences in balances, dates or late marks deserve a closer look.

When you find a mistake, write down exactly what is wrong and gather proof. Then you are ready to dispute it.`,
  },
  {
    slug: 'what-happens-after-you-dispute',
    title: 'What Happens After You Dispute',
    description:
      'The 30-day investigation, the results letter, and the rules that apply if a deleted item comes back.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 4,
    body: `Once a credit bureau receives your dispute, Section 611 of the Fair Credit Reporting Act sets out what it must do and how quickly. Knowing the steps helps you plan your follow-up.

## The investigation window

The bureau generally has 30 days from receiving your dispute to complete its investigation. If you send additional relevant information during those 30 days, the bureau can extend the period by up to 15 days, for a maximum of 45 days. This is one reason to send your evidence with your first letter rather than in pieces.

Within five business days of receiving your dispute, the bureau must notify the company that supplied the information, called the furnisher, and pass along all the relevant information you provided. The furnisher must investigate and report its findings back to the bureau.

If the bureau decides a dispute is frivolous or irrelevant, for example because it lacks enough information to investigate, it must tell you within five business days and explain what is missing.

## The results

The bureau must send you the results in writing within five business days of finishing. The possible outcomes are:

- Deleted: the item is removed, either because it was inaccurate or because it could not be verified.
- Updated or corrected: the item stays, but some details change, such as a balance, status or date.
- Verified: the furnisher confirmed the information as reported, and it stays unchanged.

If anything changed, the notice includes a free copy of your updated report. It also tells you that you can ask how the information was verified, that you can add a statement to your file, and that you can ask the bureau to send a notice of the correction to anyone who received your report recently, generally in the past six months, or two years for employment purposes.

## If a deleted item comes back

Sometimes a furnisher later tells the bureau that deleted information was accurate after all. Section 611(a)(5)(B) limits when this can happen. The bureau may reinsert the item only if the furnisher certifies that it is complete and accurate. The bureau must then notify you in writing within five business days of the reinsertion, including the name, address and phone number of the furnisher, if reasonably available, and a note that you may add a statement to your file.

If a deleted item reappears and you never received that notice, keep a copy of the report showing it and dispute again, mentioning the earlier deletion and its date.

## Keep watching your reports

Check the updated reports from every bureau you disputed with. Corrections at one bureau do not carry over to the others, and a furnisher may need time to update its own records. Keep the results letters with the rest of your dispute file.

If the item was verified and you still believe it is wrong, you have further options, covered in the article on what to do when a dispute is rejected.

This article is general information, not legal advice.`,
  },
  {
    slug: 'credit-utilization-explained',
    title: 'Credit Utilization, Explained',
    description:
      'What credit utilization is, how it is calculated, and practical ways to keep it low without taking on more debt.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 5,
    body: `Credit utilization is the share of your available revolving credit that you are using. It is part of the "amounts owed" category, which FICO says makes up about 30 percent of a score, second only to payment history.

## How it is calculated

Add up the balances on your credit cards and divide by the total of their credit limits. If you have two cards with limits of $2,000 and $3,000, and balances of $500 and $1,000, your overall utilization is $1,500 divided by $5,000, or 30 percent.

Scoring models also look at each card on its own. A single card close to its limit can weigh on your score even if your overall utilization is moderate.

Utilization is mostly about revolving accounts such as credit cards and lines of credit. Installment loans like car loans and mortgages are considered differently, by how much of the original amount you still owe.

## What the bureaus see

Card issuers usually report your balance once a month, typically the balance on your statement. That means you can pay in full every month and still show a high utilization if you charge a lot before your statement is issued. If that is your situation, making a payment before the statement closing date lowers the balance that gets reported.

## Is there a target?

There is no official magic number. A common guideline is to keep utilization under 30 percent, and lower generally tends to be better. FICO has said that people with high scores tend to use a small portion of their available credit. Rather than aiming at a precise percentage, aim for balances that are low and that you can pay off.

## It changes quickly

In the most widely used score versions, utilization reflects only the balances currently being reported. When a lower balance reaches the bureaus, the score is recalculated with it. This makes utilization one of the faster factors to improve, and also one that can rise quickly if balances grow. Some newer models, such as FICO 10T and VantageScore 4.0, also look at balance trends over time, so a steady pattern of paying down debt helps with those as well.

## Practical ways to lower it

- Pay down balances, starting with cards closest to their limits.
- Make a mid-cycle payment before the statement date if you use your cards heavily.
- Keep older cards open, because closing a card removes its limit from your total.
- Ask for a credit limit increase on a card you manage well. Ask first whether the issuer will do a hard inquiry.
- Avoid moving a balance onto a single card near its limit.

Raising limits only helps if spending stays the same. The goal is lower utilization, not more room to borrow.

## What it does not measure

Utilization does not reflect whether you pay your cards in full. A card you pay off every month and a card carrying a balance look the same to the score if they report the same balance. Paying in full still saves you interest, which is the bigger practical benefit.`,
  },
  {
    slug: 'debt-validation-letters',
    title: 'Debt Validation Letters: Your Rights With Collectors',
    description:
      'How the validation notice works under the Fair Debt Collection Practices Act, and how to ask a collector to verify a debt within 30 days.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 6,
    body: `When a debt collector contacts you, federal law gives you the right to information about the debt and the right to dispute it. These rights come from Section 809 of the Fair Debt Collection Practices Act (FDCPA) and the CFPB's Regulation F. They apply to third-party debt collectors and debt buyers collecting personal, family or household debts, not usually to the original lender collecting its own debt.

## The validation notice

A collector must give you a validation notice, either in its first communication with you or within five days after it. The notice must include:

- The name of the collector and the name of the creditor you owe
- An itemization of the debt: the amount on a reference date, plus interest, fees, payments and credits since then
- The current amount owed
- The date by which you can dispute, which ends the validation period
- How to dispute the debt and how to request the name and address of the original creditor

## The 30-day window

You generally have 30 days after you receive the validation notice to dispute the debt or to ask for the name and address of the original creditor. The notice should state the exact end date. If you dispute in writing within that period, the collector must stop collecting until it mails you verification of the debt. If you ask in writing for the original creditor's information within that period, the collector must provide it before it continues collecting.

## Writing the letter

Keep it short. You do not need to explain your finances or admit that the debt is yours. A validation letter usually:

- Identifies you and the account or reference number from the collector's notice
- States that you dispute the debt and request verification
- Asks for the name and address of the original creditor
- Asks the collector to show how it calculated the amount

Send it by certified mail with return receipt requested, or use an electronic method the notice says the collector accepts, and keep a copy. If you miss the 30-day window, you can still dispute, but the collector is not required to pause collection.

## Credit reporting and collectors

Under Regulation F, a collector may not report a debt to a credit bureau before it has communicated with you about the debt. If it reports a debt it knows you dispute, it must report it as disputed. If you believe a collection account on your report is wrong, you can also dispute it with the credit bureaus and with the collector directly.

## Older debts

Each state sets a statute of limitations for suing on a debt. It is separate from the credit reporting time limit, which is generally seven years from the date of first delinquency. Under Regulation F, collectors may not sue or threaten to sue on a debt that is past the statute of limitations. In some states, a payment can restart the limitations period, so learn where a debt stands before paying on an old account.

## If you are sued

Do not ignore a court summons. Respond by the deadline, even if you believe the debt is not yours. A missed deadline can lead to a default judgment.

If a collector violates these rules, you can submit a complaint to the CFPB and your state attorney general.

This article is general information, not legal advice.`,
  },
  {
    slug: 'what-hurts-and-what-does-not-hurt-your-score',
    title: "What Hurts Your Credit Score, and What Doesn't",
    description:
      'Checking your own score is a soft inquiry and never hurts. Here is what does affect your score, and many things that do not.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 7,
    body: `Many people avoid looking at their credit because they worry it will lower their score. It will not. Understanding what actually moves a score helps you focus on what matters.

## Things that can lower your score

- Late payments. A payment is usually reported late once it is 30 or more days past due. Later stages, 60, 90 and 120 days, are more serious.
- Collections and charge-offs. An account sent to collections or written off by the lender is a significant negative.
- High credit card balances. Using a large share of your credit limits raises your utilization.
- Several new applications in a short time. Each application for credit usually creates a hard inquiry. Hard inquiries stay on your report for two years, and FICO counts them for 12 months.
- Opening several new accounts at once, which lowers the average age of your accounts.
- Closing credit cards, which can raise your utilization and eventually shorten your history.
- Bankruptcy, foreclosure, repossession and settling a debt for less than the full amount.

## Things that do not lower your score

- Checking your own credit report or score. This is a soft inquiry. It is visible only to you and has no effect on your score, however often you check.
- Prequalification offers and checks by companies sending you offers you did not ask for. These are soft inquiries too.
- Employer background checks. Employers need your written permission, and their checks do not affect your score.
- Your income, savings, bank balance or job. These are not in your credit report.
- Using a debit card or prepaid card. These do not involve borrowing and are not reported.
- Your age, race, color, religion, national origin, sex or marital status. Scoring models do not use these, and the Equal Credit Opportunity Act bars lenders from using most of them in credit decisions.
- Paying your rent, phone or utility bills on time, unless those payments are reported to the bureaus. They usually are not, although unpaid bills sent to collections can be.

## Shopping for a loan

Scoring models recognize that people compare offers. When you shop for a mortgage, auto loan or student loan, multiple inquiries within a short window are usually counted as one. The window is 14 to 45 days depending on the scoring model, so try to do your rate shopping within about two weeks. For FICO Scores, this does not apply to credit card applications, which are counted separately.

## Paying off a collection

Paying a collection is often the right thing to do, and newer scoring models such as FICO 9, FICO 10 and VantageScore 3.0 and 4.0 ignore paid collections. The widely used FICO 8 still counts a paid collection, though lenders reviewing your file can see that it was paid. Separately, paid medical collections no longer appear on reports from the three nationwide bureaus at all.

## Paying off a loan

Paying off a car loan or student loan is good for your finances. Your score may dip slightly afterward because you have one fewer active account, but this is usually small and temporary, and it is no reason to keep a loan you could pay off.

## The bottom line

On-time payments and low balances matter most. Checking your own credit is safe, and doing it regularly is one of the best ways to catch errors and identity theft early.`,
  },
  {
    slug: 'how-long-negative-items-stay',
    title: 'How Long Negative Items Stay on Your Credit Report',
    description:
      'The federal time limits for late payments, collections, bankruptcies and inquiries, and when the clock starts.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 8,
    body: `The Fair Credit Reporting Act limits how long most negative information can be reported. After that, it must come off your report even if the debt was never paid. Knowing the limits helps you spot items that have stayed too long.

## The main time limits

- Late payments: seven years from the date of the missed payment.
- Collection accounts and charge-offs: seven years from the date of first delinquency, meaning the date you first fell behind on the original account and never caught up.
- Repossessions, foreclosures and settled accounts: generally seven years from the first delinquency that led to them.
- Chapter 7 bankruptcy: up to 10 years from the filing date.
- Chapter 13 bankruptcy: the law allows up to 10 years, but the three nationwide bureaus remove completed Chapter 13 bankruptcies after seven years from the filing date.
- Hard inquiries: two years. FICO Scores only count them for the first 12 months.

Positive information, such as an account you paid as agreed, can stay much longer. The bureaus generally keep closed accounts in good standing for up to 10 years after they close, which helps the length of your history.

## When the clock starts

For collections and charge-offs, the seven-year period is tied to the original delinquency, not to when a collector bought the debt, when you last made a payment, or when you paid it off. Selling a debt to a new collector does not restart the reporting clock. If a collection shows a date of first delinquency that is later than when you really fell behind, which would keep the item on your report longer, that is an error you can dispute.

## Paying does not restart the clock

Paying or settling an old collection does not extend how long it is reported. It changes the status to paid or settled, and the item still comes off on the original schedule.

## Reporting time limits are not debt deadlines

The credit reporting time limit is different from the statute of limitations, which is the period during which a creditor or collector can sue you. Each state sets its own, and the periods vary. A debt can disappear from your report and still be legally collectable, or be too old to sue on while still appearing on your report. In some states a payment on an old debt can restart the statute of limitations, even though it does not restart the credit reporting clock.

## Medical debt

The three nationwide bureaus no longer include paid medical collections or medical collections under $500, and unpaid medical debt is not reported until it is a year past due. A number of states have their own, stricter rules.

## A few exceptions

The seven-year limit does not apply to reports used for credit or life insurance of $150,000 or more, or for a job paying $75,000 or more a year. Criminal convictions can also be reported indefinitely, though they appear on background checks rather than standard credit reports.

## Checking your report

Look for the date of first delinquency or an estimated removal date on each negative item. If something has outlasted its time limit, dispute it with each bureau showing it.

This article is general information, not legal advice.`,
  },
  {
    slug: 'building-credit-from-scratch',
    title: 'Building Credit From Scratch',
    description:
      'If you have no credit history, here are the safest ways to start: secured cards, credit-builder loans and becoming an authorized user.',
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 9,
    body: `Having no credit history is not the same as having bad credit, but it can feel similar. Without a history, lenders have little to go on, and many applications are declined. The good news is that there are well-established ways to start.

## Why you may not have a score

A FICO Score needs at least one account that has been open for six months or more and at least one account reported to a credit bureau within the past six months. VantageScore can often score people with less history. If you are new to credit, new to the country, or have used only cash and debit cards, you may not meet these requirements yet.

## Three common starting points

- A secured credit card. You put down a refundable deposit, which usually becomes your credit limit. You use the card like any other credit card, and the issuer reports your payments to the credit bureaus.
- A credit-builder loan. A credit union, community bank or online lender holds the loan amount in a savings account while you make monthly payments. When you finish, you receive the money. Your on-time payments are reported along the way.
- Becoming an authorized user. A family member or trusted friend with a well-managed credit card adds you to their account. If the issuer reports authorized users, the account's history can appear on your report.

Before you sign up for any of these, confirm that the product reports to all three bureaus: Equifax, Experian and TransUnion. A product that does not report will not build your history.

## Other options

- Student credit cards, for college students with some income.
- Rent reporting, which adds your on-time rent payments to your report through your landlord or a reporting service. Not every scoring model counts it.
- Experian Boost, a free service that can add utility, phone, streaming and some rent payments to your Experian report.

## Habits that build a good history

- Pay on time, every time. Setting up automatic payments for at least the minimum due protects you from forgetting.
- Keep balances low. Charging a small recurring bill to a new card and paying it off in full is a simple routine.
- Apply for one thing at a time. Each application usually means a hard inquiry, and several new accounts at once lower your average account age.
- Be patient. Credit history is measured in months and years.

## What to avoid

- Prepaid and debit cards do not build credit, because they do not involve borrowing.
- Be wary of anyone selling a "credit profile number" or CPN as a substitute for your Social Security number. Using one on a credit application can be a federal crime.
- Paying to be added as an authorized user on a stranger's account is risky and may be discounted by lenders.

## Check your progress

Once accounts are reporting, check your free reports at AnnualCreditReport.com to confirm they appear correctly at each bureau. Many banks and card issuers also show a free score that lets you follow your progress over time.`,
  },
  {
    slug: 'disputing-directly-with-the-creditor',
    title: 'Disputing Directly With the Creditor',
    description:
      'Under FCRA Section 623 you can send a dispute straight to the company that reported the information. Here is when and how.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 10,
    body: `Most people dispute credit report errors with the credit bureaus. You can also dispute directly with the company that reported the information, known as the furnisher. The furnisher might be your bank, card issuer, loan servicer or a collection agency. This right comes from Section 623 of the Fair Credit Reporting Act and the CFPB's Regulation V.

## Why go to the source

The furnisher holds the original account records. A bureau investigation mostly consists of asking the furnisher to check its data. Writing directly lets you explain the problem, and show your evidence, to the people who can actually fix it. When the furnisher corrects its records, it must send the correction to every bureau it reported to, which can fix the error everywhere at once.

Direct disputes are especially useful for account-level problems: a payment recorded late, a wrong balance, an account shown as open after you closed it, or a settled debt still shown with a balance.

## What the furnisher must do

When a furnisher receives a direct dispute that qualifies under Regulation V, it must investigate, review the relevant information you provide, and report its results to you. It must generally finish within the same time frame that applies to bureaus: 30 days, or up to 45 days if you send more information during the investigation. If the information was inaccurate, it must correct it with every bureau it reported to.

A furnisher can decline to investigate a dispute it reasonably finds frivolous or irrelevant, for example if you did not provide enough information to identify the account or the problem. It must tell you within five business days and explain what is missing. Furnishers are also not required to investigate disputes submitted by, prepared for you by, or on a form supplied by a credit repair organization. A dispute in your own words, sent by you, avoids that issue.

## Where to send it

Send it to the address the furnisher lists for credit reporting disputes. You can often find it on your credit report, on your statements, or on the company's website. If the company has not given a specific address, any business address will do.

## What to include

- Your name, address and account number
- The specific information you believe is wrong, and why
- What the correct information should be
- Copies of supporting documents, such as statements, payment confirmations or letters

Send it by certified mail with return receipt requested, and keep copies of everything.

## Bureau dispute, direct dispute, or both

You do not have to choose only one. Many people dispute with the bureaus and the furnisher at the same time, or write to the furnisher after a bureau investigation verifies an item they still believe is wrong. A bureau dispute also triggers duties for the furnisher under Section 623(b), because the bureau passes your dispute along.

## Identity theft

If an account resulted from identity theft, you can send the furnisher a copy of your Identity Theft Report. Once a furnisher has received it at the address it specifies, it may not report that information to the bureaus.

This article is general information, not legal advice.`,
  },
  {
    slug: 'identity-theft-recovery',
    title: 'Recovering From Identity Theft',
    description:
      'What to do if someone used your information: IdentityTheft.gov, fraud alerts versus credit freezes, and blocking fraudulent accounts under FCRA Section 605B.',
    category: 'DISPUTE_PROCESS',
    readTime: 4,
    sortOrder: 11,
    body: `Finding an account you did not open, or charges you did not make, is stressful. Federal law gives you specific tools to limit the damage and clean up your credit reports. Work through them in order.

## 1. Contact the companies involved

Call the fraud department of each company where an account was opened or misused. Ask them to close or freeze the account, and write down who you spoke with and when. Change passwords and PINs for your financial accounts.

## 2. Place a fraud alert or a credit freeze

These are different tools, and both are free.

- A fraud alert tells businesses that check your report to take extra steps to verify your identity before opening an account. An initial fraud alert lasts one year. You only need to contact one bureau, and it must notify the other two. With an Identity Theft Report, you can get an extended fraud alert that lasts seven years.
- A credit freeze blocks most new creditors from seeing your report, which makes it much harder for anyone to open an account in your name. You must place a freeze with Equifax, Experian and TransUnion separately. When you apply for credit yourself, you can lift the freeze temporarily. Requests made online or by phone are handled within one business day to place a freeze and within one hour to lift it.

Neither one affects your credit score. Existing creditors can still see your report, and you can still check your own reports. Many people use both.

## 3. Report it at IdentityTheft.gov

The Federal Trade Commission's website, IdentityTheft.gov, walks you through reporting the theft and creates an FTC Identity Theft Report and a personal recovery plan. The Identity Theft Report is the document you will use with the credit bureaus and with businesses. You can also file a police report; some creditors ask for one.

## 4. Review all three credit reports

Get your reports from AnnualCreditReport.com and list everything you do not recognize: accounts, addresses, names, inquiries and collections.

## 5. Ask the bureaus to block fraudulent information

Section 605B of the Fair Credit Reporting Act lets you block information that resulted from identity theft. Send each bureau that shows the fraud:

- Proof of your identity
- A copy of your Identity Theft Report
- A list of the information you want blocked
- A statement that the information does not relate to any transaction you made

The bureau must block that information within four business days of receiving these documents and notify the furnisher. A bureau may decline or remove a block if it reasonably decides the request was made in error or contained a material misrepresentation, or that you received goods, services or money from the transaction, and it must tell you if it does.

## 6. Notify the businesses

Send the furnishers and any collectors a copy of your Identity Theft Report and ask them to stop reporting the fraudulent information. You also have the right to request copies of the application and transaction records for accounts opened in your name.

## Other steps to consider

- The IRS offers an Identity Protection PIN to help prevent tax return fraud.
- Review medical insurance statements for services you did not receive.
- Specialty reporting agencies, such as ChexSystems for bank accounts, also offer free reports and freezes.
- Parents and guardians can freeze the credit of a child under 16.

Keep copies of every letter and report. Recovery can take time, and a complete file makes each step easier.

This article is general information, not legal advice.`,
  },
  {
    slug: 'fico-vs-vantagescore',
    title: 'FICO vs. VantageScore: Why You Have More Than One Score',
    description:
      'The two main credit scoring companies, how their models differ, and which score a lender is likely to use.',
    category: 'CREDIT_SCORES',
    readTime: 3,
    sortOrder: 12,
    body: `If you have ever compared a score from your bank's app with one from a lender, you may have noticed they do not match. One reason is that there are two main scoring companies, each with several versions of its model.

## Who makes them

FICO Scores are made by Fair Isaac Corporation, which introduced its general-purpose score in 1989. FICO Scores are the ones most lenders have traditionally used. VantageScore was created in 2006 by the three nationwide credit bureaus, Equifax, Experian and TransUnion, and is run by VantageScore Solutions, a company the three bureaus own jointly. Both use information from your credit reports, and neither uses your income or bank balances.

## Score ranges

The common versions of both, including FICO Score 8 and VantageScore 3.0 and 4.0, use a range of 300 to 850. FICO also has industry-specific scores for auto loans and credit cards that range from 250 to 900.

## How they differ

The two models look at the same kinds of information, including payment history, balances, length of history, new credit and types of credit, but they weigh and interpret it differently.

- Scoring thin files. FICO needs at least one account open six months or longer and one account reported within the last six months. VantageScore can often score people with shorter or less active histories, which is why a free app may show a score when a lender says you have none.
- Rate shopping. Both treat several inquiries made while shopping for a loan within a short window as one, but the windows differ: 14 days for VantageScore and older FICO versions, and 45 days for newer FICO versions.
- Paid collections. VantageScore 3.0 and 4.0, FICO 9 and FICO 10 ignore collection accounts that have been paid. FICO 8, still widely used, does not.
- Trended data. VantageScore 4.0 and FICO 10T consider how your balances have changed over time, not just their current level.

## Which score do lenders use?

It depends on the lender and the product. FICO Score 8 is widely used for credit cards and personal loans. Auto lenders often use FICO Auto Scores. Mortgage lenders have long used older FICO versions, and federal housing regulators have been approving newer models, including FICO 10T and VantageScore 4.0, for loans sold to Fannie Mae and Freddie Mac. Many free score services show a VantageScore.

You can always ask a lender which score and which bureau it uses.

## Why the numbers differ

Even with the same model, your score can vary by bureau because each bureau's report may contain slightly different information. A lender may report to only one or two bureaus, or a recent payment may have reached one bureau before another. Different models on the same report can also produce different numbers.

## What to focus on

You do not need to track every version. The habits that help one score help them all: pay on time, keep card balances low, avoid unnecessary applications, and keep your reports accurate. Watch the trend of one consistent score over time, and check the underlying reports rather than chasing a single number.`,
  },
  {
    slug: 'secured-credit-cards',
    title: 'Secured Credit Cards: How They Work',
    description:
      'A refundable deposit opens a real credit card that reports to the bureaus. Here is how to choose one and use it well.',
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 13,
    body: `A secured credit card is one of the most accessible ways to build or rebuild credit. It works like a regular credit card, but you provide a cash deposit up front that protects the issuer if you do not pay.

## How it works

You apply and, if approved, pay a refundable security deposit. The deposit usually sets your credit limit, so a $300 deposit typically means a $300 limit. You then use the card for purchases, get a monthly statement, and make payments just as you would with any card.

The deposit is not used to pay your monthly bill. You still need to pay at least the minimum on time every month. The issuer keeps the deposit only if you close the account with an unpaid balance or default.

What makes a secured card useful for building credit is that the issuer reports your account to the credit bureaus like any other credit card. On-time payments and low balances build a positive history.

## Choosing a card

- Make sure it reports to all three bureaus: Equifax, Experian and TransUnion.
- Look at the fees. Some secured cards have no annual fee; others charge annual, monthly or setup fees that eat into a small limit.
- Check the interest rate, but plan not to pay interest by paying your balance in full.
- Ask about graduation. Many issuers review accounts periodically and may move you to an unsecured card and return your deposit.
- Check the minimum deposit and whether you can add to it later to raise your limit.

Your own bank or credit union is a good place to start, since it already knows you.

## Using it well

- Charge something small and predictable, like a streaming subscription or part of your groceries.
- Pay the statement balance in full each month, and set up autopay as a backstop.
- Keep the balance low relative to the limit. With a small limit, even an ordinary purchase can mean high utilization, so consider paying before the statement closing date.
- Do not miss a payment. A payment reported 30 days late can stay on your report for seven years.

## Secured cards are not prepaid cards

A prepaid card is loaded with your own money and is not a loan, so it is not reported to the credit bureaus and does not build credit. A secured card is a real line of credit backed by a deposit.

## Getting your deposit back

You generally get your deposit back when you close the account with a zero balance or when the issuer upgrades you to an unsecured card. If you plan to move to a different card eventually, consider whether to keep the secured account open, because an older account in good standing helps your length of history.

## How long until it helps

A new account needs time. A first FICO Score generally requires an account that is at least six months old. After that, months of on-time payments and low balances build the record lenders look for. Progress depends on everything else in your file, so there is no fixed timeline.`,
  },
  {
    slug: 'if-your-dispute-is-rejected',
    title: 'If Your Dispute Is Rejected: Next Steps',
    description:
      'The bureau verified an item you still believe is wrong. Here are your options, from asking how it was verified to filing a CFPB complaint.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 14,
    body: `A bureau's results letter saying an item was "verified" can be discouraging, but it is not always the end of the road. If you still believe the information is inaccurate, you have several options.

## Ask how it was verified

Under Section 611(a)(7) of the Fair Credit Reporting Act, you can ask the bureau for a description of the procedure it used to determine that the information was accurate, including the business name and address of any furnisher it contacted and, if reasonably available, its phone number. The bureau must provide this within 15 days of your request. The answer can show who confirmed the item and help you decide where to go next.

Send the request in writing, refer to your earlier dispute and its date, and keep a copy.

## Dispute again, with new information

A second dispute that simply repeats the first may be treated as frivolous. A second dispute with new evidence is different. Useful additions include a bank statement showing a payment cleared, a letter from the creditor confirming a settlement, a police or Identity Theft Report, or a clearer explanation of exactly which detail is wrong.

## Go to the furnisher directly

Under Section 623 of the FCRA, you can dispute directly with the bank, lender or collector that reported the information. The furnisher has the original records and often more context than a bureau investigation provides. If it finds an error, it must correct it with every bureau it reports to.

## Add a statement to your file

You have the right to add a brief statement to your credit file explaining your side. The bureau can limit it to 100 words if it helps you write a clear summary. A statement does not change your score, but it is included when your report is provided to others, and a lender reviewing your file by hand may read it.

## File a complaint with the CFPB

The Consumer Financial Protection Bureau accepts complaints about credit bureaus, furnishers and debt collectors at consumerfinance.gov/complaint or by phone. Describe what you disputed, when, and what happened, and attach your documents. The CFPB sends your complaint to the company, which is expected to respond, generally within 15 days, and you can review the response. You can also contact your state attorney general's office.

## Consider talking to an attorney

If a bureau or furnisher does not conduct a reasonable investigation, or keeps reporting information you have shown is wrong, the FCRA allows you to sue for damages. Because the law can require the company to pay your attorney's fees if you win, many consumer attorneys take these cases without charging upfront. The National Association of Consumer Advocates lists attorneys who focus on consumer law.

## Keep your records

Whatever you decide, keep every letter, results notice, mailing receipt and report in one place, in date order. A clear record is what turns a frustrating experience into a case someone can act on.

This article is general information, not legal advice.`,
  },
  {
    slug: 'credit-builder-loans',
    title: 'Credit-Builder Loans: Saving and Building Credit at Once',
    description: 'How a credit-builder loan works, what it costs, and who it suits best.',
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 15,
    body: `A credit-builder loan is designed for people who want to build a payment history but have little or no credit. Unlike a typical loan, you do not get the money up front. You get it at the end.

## How it works

- You apply with a lender that offers credit-builder loans, often a credit union, community bank, community development financial institution (CDFI) or online lender. Loan amounts are usually small.
- Instead of paying the money out to you, the lender places it in a locked savings account or certificate of deposit.
- You make fixed monthly payments over the term, often 6 to 24 months.
- The lender reports your payments to the credit bureaus.
- When you have made all the payments, the account is released to you, sometimes with interest earned on the savings.

Because the lender holds the money, it takes on little risk, which is why these loans are often available to people who cannot qualify for other credit. Some lenders do not require a hard inquiry to apply; ask before you apply.

## What it can do for your credit

- It creates a record of on-time payments, the most heavily weighted part of a FICO Score.
- It adds an installment account, which can help your credit mix if you only have credit cards.
- It leaves you with savings at the end, which can later fund a deposit for a secured card or an emergency fund.

## What it costs

Credit-builder loans usually charge interest, and some charge an administrative fee. Because you receive the money only at the end, the interest and fees are a real cost of building credit. Compare the total cost across lenders, and read the terms on what happens if you want to close the loan early.

## The main risk

A missed payment is reported like any other late payment and can hurt your credit rather than help it. Choose a monthly payment that fits comfortably in your budget, and set up automatic payments. If money becomes tight, contact the lender before a payment is due.

## Checklist before you sign

- Does the lender report to Equifax, Experian and TransUnion?
- What is the total cost, including interest and fees?
- Is the monthly payment affordable for the whole term?
- What happens if you pay late, or want to stop early?
- When and how will you receive the funds?

## Who it suits

A credit-builder loan suits someone with a steady income who wants to build history and save at the same time, especially someone who prefers not to use a credit card. If you already have a credit card in good standing, a secured or regular card may build credit at lower cost.

## Combining approaches

Many people use a credit-builder loan alongside a secured card or authorized user account. A card builds a revolving history while the loan builds an installment history. Add one new account at a time, and let each one settle before adding another.`,
  },
  {
    slug: 'goodwill-letters',
    title: 'Goodwill Letters: Asking a Creditor to Remove a Late Payment',
    description:
      'A goodwill letter is a polite request, not a legal right. Here is when it may make sense and how to write one.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 16,
    body: `If a late payment on your report is accurate, a dispute is not the right tool, because the information is not wrong. A goodwill letter is a different approach: you ask the creditor, as a courtesy, to remove or update an accurate late payment. It is a request, not a right. The creditor does not have to agree, and many will not.

## When it may be worth trying

Goodwill requests are most often considered when:

- The late payment was a one-time lapse on an account with an otherwise good record.
- There was a clear reason, such as a hospital stay, a death in the family, a natural disaster, a mix-up when setting up autopay, or a billing change you did not receive notice of.
- The account is now current, or was paid off as agreed.
- You are still a customer, or were a customer in good standing for a long time.

They are much less likely to work for a pattern of late payments or for an account that was charged off.

## How to write one

Keep it brief, honest and polite. A goodwill letter usually:

- Identifies you and the account number
- Names the month of the late payment
- Explains briefly what happened, without exaggeration
- Notes what has changed since, such as autopay being set up
- Mentions your history with the company
- Asks whether, as a goodwill gesture, they would consider removing the late payment from your credit reports

Send it to the customer service or executive office address, or use the secure message feature in your online account. Some creditors have a stated policy of not making goodwill adjustments. If you receive a no, you can ask politely once more later, but repeated requests rarely change the answer.

## What to expect

If the creditor agrees, it updates what it reports to the bureaus. Check your reports at AnnualCreditReport.com a month or two later to confirm the change at each bureau where the account appears.

## Goodwill is not a dispute

Do not claim a late payment was an error if it was not. Making false statements in a dispute is not only ineffective; it can undermine your credibility with the bureaus and the creditor. If the late mark really is inaccurate, for example you have proof the payment was made on time, use a dispute instead.

## Collections and pay-for-delete

Some people ask a collector to stop reporting an account in exchange for payment, often called pay-for-delete. Some collectors agree; many will not, and the credit bureaus discourage the practice. If you reach any agreement, get it in writing before you pay. Keep in mind that paid collections are ignored by several newer scoring models, and paid medical collections no longer appear on reports from the three nationwide bureaus.

## If the answer is no

An accurate late payment fades in importance as it ages, and it comes off your report seven years after the missed payment. Building a long run of on-time payments from here is the most reliable step you control.`,
  },
  {
    slug: 'becoming-an-authorized-user',
    title: 'Becoming an Authorized User',
    description:
      "Being added to someone else's credit card can add history to your report. Here is how it works and what to agree on first.",
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 17,
    body: `An authorized user is someone who is added to another person's credit card account and may use the card, but is not the account owner. Being added to a well-managed account is a common way for young adults, spouses and people new to credit to start a credit history.

## How it can help

Many card issuers report authorized user accounts to the credit bureaus under the authorized user's name as well as the owner's. When they do, the account's history, including its age, limit, balance and payment record, can appear on your report. If the account is old, has a low balance and has always been paid on time, that can help your credit.

Widely used FICO and VantageScore versions include authorized user accounts in their calculations. Some lenders, especially mortgage lenders reviewing a file by hand, may give them less weight than accounts you hold yourself.

## How it can hurt

The effect works both ways. If the owner misses payments or runs a high balance, that can show up on your report too. Being added to an account that is poorly managed can lower your score.

## Who is responsible for the debt

Generally the account owner is responsible for paying the bill, not the authorized user. The owner is also responsible for charges the authorized user makes, so the arrangement depends on trust. You do not even need to use the card to benefit; many owners add a family member and keep the card at home.

## Before you are added

- Ask the owner whether the issuer reports authorized users to all three bureaus. Not every issuer does.
- Choose an account with a long, clean history and a low balance compared with its limit.
- Agree on the rules: whether you will use the card, and for what.
- Have a plan if the account runs into trouble.

## Getting removed

If the account starts to hurt your credit, or the relationship changes, the owner can remove you, and you can usually ask the issuer to remove you yourself. Once it is no longer reported, the account typically drops off your report. If it remains and is no longer accurate, you can dispute it with the bureaus.

## Be careful with paid tradelines

Some companies sell spots as an authorized user on strangers' accounts. This is sometimes called renting tradelines. It can be expensive, the results are uncertain, scoring models have features designed to limit its effect, and lenders may discount or question those accounts. It does not build the relationship or habits that come with your own account.

## A starting point, not the whole plan

Authorized user status can help you get a first score or lengthen a thin file, but lenders eventually want to see how you manage your own credit. Pair it with your own account, such as a secured card or credit-builder loan, and build a record in your own name.`,
  },
  {
    slug: 'keeping-old-accounts-open',
    title: 'Why Keeping Old Accounts Open Can Help',
    description:
      'Closing a credit card can raise your utilization and eventually shorten your history. Here is when to keep a card and when closing makes sense.',
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 18,
    body: `When you pay off a credit card, closing it can feel like a tidy finish. From a credit score point of view, keeping it open is often the better choice, although there are good reasons to close a card too.

## Two ways closing a card can affect your score

- Utilization. Your credit utilization compares your card balances with your total credit limits. Closing a card removes its limit from the total, so the same balances on your other cards become a larger share. For example, if you owe $1,000 across cards with $10,000 in total limits, your utilization is 10 percent. Close a card with a $5,000 limit and it becomes 20 percent.
- Length of history. Length of credit history makes up about 15 percent of a FICO Score. A closed account in good standing can stay on your report for up to 10 years and continues to count toward your history while it is there. When it eventually drops off, your average account age can fall, especially if it was your oldest account.

## Keeping a card active

Card issuers can close accounts that go unused for a long period, and some reduce limits on inactive cards. To keep an old card active:

- Put one small recurring charge on it, like a streaming service.
- Set up autopay for the full statement balance so it never becomes a late payment.
- Log in occasionally to check for unexpected activity.

## When the card has an annual fee

If an old card has an annual fee you no longer want to pay, ask the issuer about a product change to a no-fee card from the same company. This often keeps the same account and its history. Ask whether it will require a new application or a hard inquiry before you agree.

## When closing can make sense

- The fee outweighs the benefit and no fee-free alternative is available.
- Having the card available tempts you into debt you cannot pay off.
- It is a joint account with a former spouse or partner, and you want to stop being responsible for new charges.
- You are worried about fraud on an account you never use.

If you decide to close a card, pay the balance to zero first, consider closing newer cards before older ones, and avoid closing cards just before applying for a major loan such as a mortgage.

## Installment loans are different

You do not need to keep a loan open to help your score. When you pay off a car loan or student loan, the account closes and stays on your report as paid as agreed, which is positive. Your score may shift slightly, but there is no reason to keep paying interest for credit purposes.

## Store cards and old accounts you forgot

Check your credit report for forgotten accounts. A store card you opened years ago may still be open, helping your history. Make sure it has no unexpected balance and that the address on file is current, so statements reach you.`,
  },
  {
    slug: 'rent-and-utility-reporting',
    title: 'Rent and Utility Reporting: Getting Credit for Bills You Already Pay',
    description:
      'On-time rent and utility payments usually are not on your credit report, but there are ways to add them. Here is what counts and what it may cost.',
    category: 'CREDIT_BUILDING',
    readTime: 3,
    sortOrder: 19,
    body: `Most people pay rent, utilities and a phone bill every month, yet these payments usually do not appear on credit reports. The main exception is unwelcome: an unpaid bill sent to a collection agency can be reported. Rent and utility reporting are ways to get credit for on-time payments you already make.

## Which scores count rent

Reported rent payments are considered by FICO Score 9 and FICO Score 10, and by VantageScore 3.0 and 4.0. FICO Score 8, which many lenders still use, generally does not consider rent payments reported by landlords or rent reporting services. So rent reporting may help some of your scores and not others, depending on which model a lender uses.

Separately, some mortgage underwriting systems, including Fannie Mae's, can consider a history of on-time rent payments shown in your bank statements, even if the payments are not on your credit report. Ask your loan officer if this applies to you.

## Ways to report rent

- Through your landlord or property manager. Some larger landlords report rent automatically or offer it as an option. Ask whether they report on-time payments, late payments or both, and to which bureaus.
- Through a rent reporting service. These companies verify your payments, sometimes by connecting to your bank account or contacting your landlord, and report them to one or more bureaus. Many charge an enrollment fee, a monthly fee or both. Some offer to report past months for an extra fee.
- Through some rent payment platforms, which include reporting as a feature.

Before signing up, check which bureaus the service reports to, whether it reports late payments, what it costs each year, and how to cancel. If it reports late payments, a missed month could hurt rather than help.

## Utilities, phone and streaming

Utility and phone companies generally do not report on-time payments to the bureaus. Experian Boost is a free service that lets you connect a bank account so that on-time utility, phone, internet, streaming and some rent payments are added to your Experian credit file. It affects only scores based on Experian data, and you can remove the data at any time. Some lenders use it and others do not.

## Who benefits most

Rent and utility reporting tends to matter most for people with thin credit files or no score at all, since it adds on-time history where there was little before. If you already have a long file with several accounts in good standing, the effect may be modest.

## Keep it in perspective

Adding rent or utility history can support your credit, but it works best alongside the fundamentals: paying every account on time, keeping card balances low and checking your reports for errors. Whatever you choose, confirm the new information appears correctly on your reports at AnnualCreditReport.com, and dispute it if it does not.`,
  },
  {
    slug: 'credit-repair-companies-and-your-rights',
    title: 'Credit Repair Companies: What They Can and Cannot Do',
    description:
      'The Credit Repair Organizations Act protects you from advance fees and false promises, and everything a credit repair company does, you can do yourself for free.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 20,
    body: `Credit repair companies offer to dispute items on your credit reports and deal with creditors for you. Some provide a real service, such as organizing your disputes and tracking deadlines. But there is nothing a credit repair company can do that you cannot do yourself for free, and no company can legally remove accurate, timely information from your credit report.

The federal Credit Repair Organizations Act (CROA) sets rules for these companies. Many states have additional laws.

## What credit repair companies may not do

- Charge you before the services are fully performed. Advance fees are prohibited. A company that asks for payment up front, before it has completed the work it promised, is violating the law. Companies that sell credit repair by telephone face additional limits under the FTC's Telemarketing Sales Rule.
- Make false or misleading claims about what they can do, or about your credit.
- Advise you to make false statements to a credit bureau or creditor, such as disputing accurate information as "not mine."
- Suggest you create a new credit identity, for example by applying for credit with an Employer Identification Number or a "credit profile number" instead of your Social Security number. This can be a federal crime.

## What they must do

- Give you a written disclosure titled "Consumer Credit File Rights Under State and Federal Law" before you sign a contract. It explains that you have the right to dispute inaccurate information yourself.
- Give you a written contract that states the total cost, a detailed description of the services, how long they will take and the company's name and business address.
- Allow you to cancel without penalty within three business days of signing. The contract must explain this right and include a cancellation form.

## What you can do yourself

- Get free weekly credit reports from all three bureaus at AnnualCreditReport.com.
- Dispute inaccurate or incomplete information with the bureaus and directly with the companies that reported it.
- Request debt validation from collectors.
- Place fraud alerts and credit freezes for free, and block identity theft information.
- File complaints with the CFPB at consumerfinance.gov/complaint.

These rights come from federal law and cost nothing to use. Furnishers are also not required to investigate direct disputes submitted by or on behalf of credit repair organizations, so some disputes work better coming from you.

## Warning signs

- Payment requested before any work is done
- Promises to remove negative items that are accurate, or to raise your score by a specific amount
- Advice not to contact the credit bureaus yourself
- Advice to dispute everything on your report, regardless of whether it is accurate
- Offers of a new credit identity or CPN

## If you decide to use a service

Read the contract and the required disclosure before signing, understand exactly what you are paying for and when, and keep copies. Nonprofit credit counseling agencies offer budgeting help and debt management plans, often at low or no cost.

If a company violates these rules, you can report it to the FTC, the CFPB and your state attorney general.

This article is general information, not legal advice.`,
  },
  {
    slug: 'medical-debt-and-your-credit-report',
    title: 'Medical Debt and Your Credit Report',
    description:
      'Which medical collections can appear on your credit report today, which cannot, and what to do about a medical bill you cannot pay or do not recognize.',
    category: 'DISPUTE_PROCESS',
    readTime: 3,
    sortOrder: 21,
    body: `Medical bills are different from most debts. You often cannot shop around, the bill can arrive months after treatment, and insurance processing can take time. Credit reporting rules for medical debt have changed in recent years, and many people have medical collections on their reports that should no longer be there.

## What the three bureaus no longer report

Equifax, Experian and TransUnion have adopted these policies:

- Paid medical collections are removed from credit reports.
- Medical collections under $500 do not appear.
- Unpaid medical collections are not reported until they are a year past due, giving time to sort out insurance or arrange payment.

Medical debts of $500 or more that remain unpaid after a year can still be reported. A federal rule that would have removed most medical debt from credit reports was finalized in early 2025 but was overturned by a federal court later that year, so these bureau policies are the national standard. A number of states have passed laws that go further.

Newer scoring models, including FICO 9 and VantageScore 3.0 and 4.0, also treat unpaid medical collections less harshly than older models.

## What to check on your report

- Any medical collection under $500, or one you have paid. Dispute it with each bureau showing it.
- A medical collection that appeared less than a year after the original bill was due.
- A bill your insurance should have covered, or that was billed to the wrong insurer.
- A debt you do not recognize. Medical identity theft happens; review your insurer's explanation of benefits statements for care you did not receive.
- Duplicates, where both the provider and a collector, or two collectors, report the same bill with a balance.

## Before paying a medical bill

- Ask for an itemized bill and check it against your insurer's explanation of benefits.
- Ask whether the provider has a financial assistance or charity care program. Nonprofit hospitals are required to have written financial assistance policies, and many people qualify without knowing it.
- Ask about an interest-free payment plan directly with the provider.
- If you were uninsured or paid yourself, the No Surprises Act gives you the right to a good faith estimate for scheduled care and a way to dispute a bill that is much higher than the estimate.

## If a collector contacts you

Medical debts in collection follow the same debt collection rules as other debts. You have 30 days from receiving the validation notice to dispute the debt and ask for details. Be cautious about putting a medical bill on a credit card, because that turns it into ordinary credit card debt that no longer benefits from medical debt protections.

## Disputing

If a medical collection should not be on your report under these policies, dispute it with the bureau, attach proof such as a paid receipt or an insurance statement, and keep copies. If the problem is not corrected, you can file a complaint with the CFPB.

This article is general information, not legal advice.`,
  },
];

import { type BureauResponseType, bureauResponseTypeLabels } from '@app/contracts/bureau-responses.contract';
import { type Bureau, bureauLabel } from '@app/contracts/bureaus';
import { type NoticeKind, noticeKindLabels, unsubscribePath } from '@app/contracts/notices.contract';

/** The texts of the notices: what happened, and where to go, in the person's words. */
export const noticeTexts = {
  letterAwaitingApproval: (r: { firstName: string; bureau: Bureau; title: string }, home: string) => ({
    subject: `A dispute letter to ${bureauLabel[r.bureau]} is waiting for your approval`,
    body: [
      `Hello ${r.firstName},`,
      '',
      `Your credit specialist drafted a dispute letter to ${bureauLabel[r.bureau]} about “${r.title}”.`,
      'Nothing is mailed until you read it and approve it. Sign in to review it:',
      home,
    ].join('\n'),
  }),
  /** Several letters at once (a batch): one e-mail that lists them. */
  lettersAwaitingApproval: (
    r: { firstName: string; letters: { bureau: Bureau; title: string }[] },
    home: string,
  ) => ({
    subject: `${r.letters.length} dispute letters are waiting for your approval`,
    body: [
      `Hello ${r.firstName},`,
      '',
      `Your credit specialist drafted ${r.letters.length} dispute letters for you:`,
      ...r.letters.map((l) => `- To ${bureauLabel[l.bureau]} about “${l.title}”`),
      '',
      'Nothing is mailed until you read them and approve them. Sign in to review them:',
      home,
    ].join('\n'),
  }),
  bureauAnswer: (r: { firstName: string; bureau: Bureau; responseType: string }, home: string) => ({
    subject: `${bureauLabel[r.bureau]} answered your dispute`,
    body: [
      `Hello ${r.firstName},`,
      '',
      `Your credit specialist recorded ${bureauLabel[r.bureau]}’s answer to your dispute: ${
        bureauResponseTypeLabels[r.responseType as BureauResponseType] ?? r.responseType
      }.`,
      'Sign in to see what it means and what comes next:',
      home,
    ].join('\n'),
  }),
  specialistMessage: (r: { firstName: string; unread: number }, home: string) => ({
    subject: 'A new message from your credit specialist',
    body: [
      `Hello ${r.firstName},`,
      '',
      r.unread === 1
        ? 'Your credit specialist sent you a message in your secure chat.'
        : `Your credit specialist sent you ${r.unread} messages in your secure chat.`,
      'For your privacy the message is not in this e-mail. Sign in to read it:',
      home,
    ].join('\n'),
  }),
  documentRequest: (r: { firstName: string; title: string; note: string }, home: string) => ({
    subject: `Your credit specialist asks for a document: ${r.title}`.slice(0, 200),
    body: [
      `Hello ${r.firstName},`,
      '',
      `Your credit specialist asks you to upload: ${r.title}.`,
      ...(r.note ? [`Their note: ${r.note}`] : []),
      'Sign in and upload it to your document vault (Credit Repair, Chat tab):',
      home,
    ].join('\n'),
  }),
};

/** Every notice ends with why it came and a one-click way to stop that kind. */
export function withUnsubscribe(
  message: { to: string; subject: string; body: string },
  kind: NoticeKind,
  links: { page: string; oneClick: string },
) {
  return {
    ...message,
    body: [
      message.body,
      '',
      '--',
      `You get this e-mail because “${noticeKindLabels[kind].label}” is on in your e-mail notices.`,
      `To stop these e-mails, open: ${links.page}`,
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const unsubscribeLinks = (publicUrl: string, token: string) => ({
  page: `${publicUrl}${unsubscribePath}?token=${encodeURIComponent(token)}`,
  oneClick: `${publicUrl}/api/notices/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
});

import { describe, expect, it } from 'vitest';
import { clientProfile } from '../auth/record-owner';
import { notFound } from '../errors';
import { checkedUpload } from './checked-upload';

const pdf = Buffer.from('%PDF-1.4 a letter');
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (err) {
    return (err as { statusCode: number; details: { field: string; message: string }[] }).details[0];
  }
  return null;
};

describe('checkedUpload', () => {
  it('answers the type read from the content and the file’s SHA-256', () => {
    const checked = checkedUpload(pdf, { fileName: 'letter.pdf' }, ['PDF', 'PNG'], 'PDF or PNG');
    expect(checked.type).toBe('PDF');
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an empty file, a type not allowed and a content that is not what it claims, naming the field', () => {
    expect(refusal(() => checkedUpload(Buffer.alloc(0), { fileName: 'a.pdf' }, ['PDF'], 'PDF only'))).toEqual(
      {
        field: 'body.fileData',
        message: 'The file is empty',
      },
    );
    expect(
      refusal(() => checkedUpload(Buffer.from('words'), { fileName: 'a.pdf' }, ['PDF'], 'PDF only')),
    ).toEqual({ field: 'body.fileData', message: 'PDF only' });
    expect(
      refusal(() => checkedUpload(pdf, { fileName: 'a.png', fileType: 'image/png' }, ['PDF', 'PNG'], 'x'))
        ?.message,
    ).toBe("The file's content is PDF, not the PNG it claims to be");
  });
});

describe('clientProfile', () => {
  const person = (accessLevel: string) => async () => ({ accessLevel });

  it('answers a client, and 404 for an admin or no one', async () => {
    expect(await clientProfile(person('STANDARD'), 1, 'Client')).toEqual({ accessLevel: 'STANDARD' });
    await expect(clientProfile(person('ADMIN'), 1, 'Client')).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      clientProfile(
        async () => {
          throw notFound('User');
        },
        1,
        'Client',
      ),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Client not found' });
  });

  it('lets a failure to read the person through, never as a 404', async () => {
    const down = new Error('connection refused');
    await expect(
      clientProfile(
        async () => {
          throw down;
        },
        1,
        'Client',
      ),
    ).rejects.toBe(down);
  });
});

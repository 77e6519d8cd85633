/** Text values as one SQL list's items: `'PENDING', 'SENT'` (our own constants, never user input). */
export const sqlTextList = (values: readonly string[]) =>
  values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ');

/** "1 account", "3 accounts": the count with its word in the right number, never "account(s)". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

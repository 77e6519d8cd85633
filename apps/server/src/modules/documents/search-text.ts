/**
 * The copy of a document's text that search indexes: SSN-like numbers (nine digits, with or without
 * dashes or spaces), account-like runs of digits (8 or more, dashes and spaces allowed between groups)
 * and dates (which include dates of birth) are replaced by a mark, so the index never holds them.
 */
const ssnLike = /\b\d{3}[-\s]?\d{2}[-\s]?\d{4}\b/g;
const accountLike = /\b\d(?:[-\s]?\d){7,}\b/g;
const numericDate = /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b/g;
const writtenDate =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2},?\s+\d{4}\b|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+\d{4}\b/gi;

export const maskedNumber = '[masked]';

export function searchableText(text: string): string {
  return text
    .replace(writtenDate, maskedNumber)
    .replace(numericDate, maskedNumber)
    .replace(ssnLike, maskedNumber)
    .replace(accountLike, maskedNumber);
}

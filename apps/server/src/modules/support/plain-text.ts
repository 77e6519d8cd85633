/**
 * An article excerpt as plain chat text: Markdown marks removed (emphasis, headings, list bullets,
 * link syntax), since the chat shows text as typed and never renders markup.
 */
export function plainExcerpt(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|[.,;:!?]|$)/g, '$1$2')
    .replace(/(^|\s)#{1,6}\s+/g, '$1')
    .replace(/(^|\s)(?:[-*+]|\d+\.)\s+(?=\S)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

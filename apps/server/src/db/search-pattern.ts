/**
 * A `like` pattern that finds the search anywhere in a lowered haystack (`users.search_text`): the
 * search is lowered too, and its own `%`, `_` and `\` are taken literally.
 */
export const containing = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

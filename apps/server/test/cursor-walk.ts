import { expect } from 'vitest';

/** A list page as the keyset lists answer it: the page's rows, the total and the next page's cursor. */
export interface CursorPage {
  items: { id: number }[];
  total: number;
  nextCursor: string | null;
}

/**
 * Walks a keyset list by cursor at several page sizes and checks it against the same list by page
 * number: the same ids in the same order, no repeat, no gap, and an empty page past the end.
 * `list` asks for one page with the query string it is given (`pageSize=…&cursor=…` or `&page=…`).
 */
export async function expectCursorWalkMatchesPages(
  list: (query: string) => Promise<CursorPage>,
  total: number,
  pageSizes = [1, 4, 5, 23, 50],
) {
  for (const pageSize of pageSizes) {
    const pageCount = Math.ceil(total / pageSize);
    const byCursor: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: CursorPage = await list(`pageSize=${pageSize}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.total).toBe(total);
      byCursor.push(...page.items.map((d) => d.id));
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages <= pageCount);
    expect(pages, `pageSize ${pageSize}`).toBe(pageCount);
    expect(new Set(byCursor).size).toBe(total);
    const byNumber: number[] = [];
    for (let page = 1; page <= pageCount; page++) {
      byNumber.push(...(await list(`pageSize=${pageSize}&page=${page}`)).items.map((d) => d.id));
    }
    expect(byCursor, `pageSize ${pageSize}`).toEqual(byNumber);
    const past = await list(`pageSize=${pageSize}&page=${pageCount + 1}`);
    expect(past).toMatchObject({ items: [], total, nextCursor: null });
  }
}

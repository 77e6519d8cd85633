import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; the same on PGlite. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

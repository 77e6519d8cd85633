// FAST PATH, part of pg-direct-statement.ts (same bench row, same `pg` pin): reads `pg/lib/utils`.
// node-postgres's own conversion of a parameter to its wire text (dates in the driver's format,
// arrays, buffers), which its query object applies to every value: a statement bound by hand binds
// exactly what a query would. The module is public (`pg/lib/*`) but has no type declarations.
// @ts-expect-error untyped CommonJS module of node-postgres
import utils from 'pg/lib/utils.js';

export const prepareValue: (value: unknown) => Buffer | string | null = utils.prepareValue;

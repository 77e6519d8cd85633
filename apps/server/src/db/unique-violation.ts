/** PostgreSQL's unique_violation, wherever the driver put it (drizzle wraps it in `cause`), with its constraint. */
export function uniqueViolationOf(err: unknown): { constraint?: string } | undefined {
  for (let e = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505')
      return { constraint: (e as { constraint?: string }).constraint };
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

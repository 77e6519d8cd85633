/**
 * Our pages forbid eval in their Content-Security-Policy. zod checks whether eval works by calling
 * `new Function` inside a try when it builds its first object schema: the browser blocks the call
 * and still reports a policy violation on every page with a form (Lighthouse counts it against
 * best practices). zod's jitless setting skips that check and the compiled fast path it guards,
 * which our small forms do not need.
 *
 * zod keeps its settings on this global, so that copies of zod share them, and adopts an object
 * already there when it loads. Setting it here, in the first module the entry runs, applies it to
 * the zod that the form pages load later, without bringing zod into the first load
 * (`z.config()` would). A browser test fails if the violation comes back.
 */
const zodSettings = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };

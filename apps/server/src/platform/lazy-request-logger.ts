import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type LevelValues = Record<string, number>;
type PinoLogger = FastifyBaseLogger & { levels: { values: LevelValues } };
type LogArgs = Parameters<FastifyBaseLogger['info']>;
type WritingLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child only when the request first writes at a level that
 * is on. Fastify makes a child logger for every request, and pino's child serialises and redacts
 * its bindings at once: about a tenth of the CPU of a signed-in read, for a logger that most
 * requests never write to at the production level. What is written is unchanged.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;
  #level: string | undefined;

  constructor(
    private readonly parent: PinoLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {
    this.#level = options.level;
  }

  get level(): string {
    return this.#child?.level ?? this.#level ?? this.parent.level;
  }

  set level(level: string) {
    this.#level = level;
    if (this.#child) this.#child.level = level;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, { ...this.options, level: this.level });
    return this.#child;
  }

  #write(level: WritingLevel, args: LogArgs) {
    const values = this.parent.levels.values;
    if ((values[level] ?? 0) < (values[this.level] ?? Number.POSITIVE_INFINITY)) return;
    (this.#real()[level] as (...a: LogArgs) => void)(...args);
  }

  fatal(...args: LogArgs) {
    this.#write('fatal', args);
  }
  error(...args: LogArgs) {
    this.#write('error', args);
  }
  warn(...args: LogArgs) {
    this.#write('warn', args);
  }
  info(...args: LogArgs) {
    this.#write('info', args);
  }
  debug(...args: LogArgs) {
    this.#write('debug', args);
  }
  trace(...args: LogArgs) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

const isPino = (logger: FastifyBaseLogger): logger is PinoLogger =>
  typeof (logger as Partial<PinoLogger>).levels?.values === 'object';

/** Fastify's `childLoggerFactory`: every request gets a logger that costs nothing until it writes. */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  // Another logger (none at all, in some tests) keeps Fastify's own way.
  if (!isPino(logger)) return logger.child(bindings, options);
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}

import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Change notices between API processes: "topic X changed". Open screens learn of them through
 * Server-Sent Events; polls use each topic's version as an ETag, so an idle poll costs no query.
 */
export interface LiveEvents {
  publish(topic: string): Promise<void>;
  subscribe(topic: string, listener: () => void): () => void;
  /** Changes with every event of the topic, here or in another process; opaque. */
  version(topic: string): string;
  close(): Promise<void>;
}

const channel = 'live_events';
/** PostgreSQL's NOTIFY payload limit is 8000 bytes; topics are short names. */
const maxTopicLength = 200;

function localHub() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const counters = new Map<string, number>();
  // A new epoch after a restart or a lost connection, so no version seen before can match again.
  let epoch = randomBytes(6).toString('base64url');
  return {
    deliver(topic: string) {
      counters.set(topic, (counters.get(topic) ?? 0) + 1);
      emitter.emit(topic);
    },
    subscribe(topic: string, listener: () => void) {
      emitter.on(topic, listener);
      return () => void emitter.off(topic, listener);
    },
    version: (topic: string) => `${epoch}.${counters.get(topic) ?? 0}`,
    /** Everything may have changed while notices could not arrive. */
    forgetAll() {
      epoch = randomBytes(6).toString('base64url');
      for (const topic of emitter.eventNames()) emitter.emit(topic);
    },
  };
}

/** One process (PGlite): notices stay in memory. */
export function createLocalLiveEvents(): LiveEvents {
  const hub = localHub();
  return {
    publish: async (topic) => hub.deliver(topic),
    subscribe: hub.subscribe,
    version: hub.version,
    close: async () => {},
  };
}

/**
 * Several processes on one PostgreSQL: each holds one connection that LISTENs, and publishes with
 * NOTIFY, so every process (the publisher too) hears every notice once, after the commit.
 */
export function createPostgresLiveEvents(
  url: string,
  log: { warn: (o: object, m: string) => void },
): LiveEvents {
  const hub = localHub();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
      c.on('notification', (n) => {
        if (n.channel === channel && n.payload) hub.deliver(n.payload);
      });
      const lost = (err?: Error) => {
        if (client !== c) return;
        client = null;
        hub.forgetAll();
        if (!closed) {
          if (err) log.warn({ err }, 'live events connection lost; reconnecting');
          setTimeout(() => void connect().catch(() => {}), 1000).unref();
        }
      };
      c.on('error', lost);
      c.on('end', () => lost());
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };
  void connect().catch((err) => log.warn({ err }, 'live events: could not listen yet'));

  return {
    async publish(topic) {
      if (topic.length > maxTopicLength) throw new Error('topic too long');
      try {
        const c = await connect();
        await c.query('select pg_notify($1, $2)', [channel, topic]);
      } catch (err) {
        // The write it announces has happened; screens still catch up by polling.
        log.warn({ err, topic }, 'live event not published');
        hub.deliver(topic);
      }
    },
    subscribe: hub.subscribe,
    version: hub.version,
    async close() {
      closed = true;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}

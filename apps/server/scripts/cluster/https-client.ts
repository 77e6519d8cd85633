import { request } from 'node:https';

export interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request over TLS to the cluster's proxy, trusting only its self-signed certificate (`ca`), on a
 * connection of its own so the proxy picks the next app process for each request.
 */
export function httpsRequest(
  url: string,
  opts: { ca: Buffer; method?: string; headers?: Record<string, string>; body?: string },
): Promise<HttpsAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: opts.method ?? 'GET', headers: opts.headers, ca: opts.ca, agent: false, timeout: 15_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${url}: no answer within 15 s`)));
    req.on('error', reject);
    req.end(opts.body);
  });
}

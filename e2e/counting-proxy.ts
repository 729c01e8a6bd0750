/**
 * A plain HTTP pass-through in front of a server, writing down every request that goes through it: the service as
 * a console's server in front of it (`UPSTREAM_URL`) reaches it, so a test can say who asked the service what.
 * It changes nothing on the way (method, path, headers and body go through; the answer comes back as it came).
 */
import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ProxiedRequest = { method: string; path: string; userAgent: string; apiKey: string };

export type CountingProxy = {
  /** The proxy's own address (`http://127.0.0.1:<port>`), to be used in place of the target's. */
  url: string;
  /** Every request that went through, in the order they arrived. */
  requests: ProxiedRequest[];
  close: () => Promise<void>;
};

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target);
  const requests: ProxiedRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? 'GET', path: req.url ?? '/', userAgent: header(req.headers, 'user-agent'), apiKey: header(req.headers, 'x-api-key') });
    const out = forward({ hostname: to.hostname, port: to.port, method: req.method, path: req.url, headers: { ...req.headers, host: to.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    out.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(out);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// The limit the server benches measure against: a bare node:http server that answers each path with the status,
// headers and bytes recorded from the real server (a JSON file named on the command line), nothing else.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import process from 'node:process';

const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], 'utf8'))).map(([path, r]) => [path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') }]),
);
const server = http.createServer((req, res) => {
  const route = routes.get(req.url);
  if (!route) {
    res.writeHead(404);
    res.end();
    return;
  }
  // Read the request body, if any, as the real server does, then answer.
  req.resume();
  req.on('end', () => {
    res.writeHead(route.status, route.headers);
    res.end(route.body);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`listening http://127.0.0.1:${server.address().port}\n`));
process.on('SIGTERM', () => process.exit(0));

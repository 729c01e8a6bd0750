import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';
import { DATA_SECURITY_HEADERS } from './security-headers';

/**
 * Requests Node's HTTP parser refuses before the app sees them (a header or query over the header limit,
 * a malformed request line or header, a request that took too long to arrive) answer the API's JSON error
 * shape `{error, code, details}` instead of Node's empty body, whenever the connection can still carry an
 * answer. The connection is closed afterwards, as HTTP requires after a parse error.
 */
const ANSWERS: Record<string, { status: number; reason: string; error: string; code: string; field: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'The request line and headers are too large',
    code: 'headers_too_large',
    field: '(headers)',
    message: 'the URL with its query and the headers together must stay under 16 KB; send large values in a POST body',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    error: 'The request did not arrive in time',
    code: 'request_timeout',
    field: '(request)',
    message: 'was not received completely in time',
  },
};

const MALFORMED = {
  status: 400,
  reason: 'Bad Request',
  error: 'The request is not valid HTTP',
  code: 'malformed_request',
  field: '(request)',
  message: 'could not be parsed as an HTTP/1.1 request',
};

export function answerClientErrorsInJson(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || started) {
      socket.destroy();
      return;
    }
    const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ error: answer.error, code: answer.code, details: [{ field: answer.field, message: answer.message }] });
    const headers = {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': String(Buffer.byteLength(body)),
      'Access-Control-Allow-Origin': '*',
      ...DATA_SECURITY_HEADERS,
      Connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.end(`HTTP/1.1 ${answer.status} ${answer.reason}\r\n${head}\r\n${body}`);
  });
}

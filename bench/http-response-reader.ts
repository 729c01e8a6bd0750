/**
 * A minimal HTTP/1.1 response reader for the load generator (bench/load.ts): bytes from one connection go in,
 * whole responses come out in order. It reads the status line and headers (names lower-cased), then a body by
 * `Transfer-Encoding: chunked` (extensions and trailers allowed), by `Content-Length`, or up to the connection's
 * end; 1xx answers are skipped, and 204, 304 and the answer to a HEAD request have no body. Bodies are counted,
 * and kept only when asked. The bytes passed in are not kept after `push` returns (what is needed later is
 * copied), so a caller may read every connection into one reused buffer.
 */

export type HttpResponse = {
  status: number;
  /** Header names lower-cased; a header sent more than once has its values joined with ", ". */
  headers: Record<string, string>;
  /** Bytes of the body (after chunked decoding). */
  bodyBytes: number;
  /** The body, when the reader keeps bodies. */
  body?: Buffer;
  /** Trailer fields of a chunked body, names lower-cased. */
  trailers?: Record<string, string>;
};

/** Where the reader is in a response. */
const State = { Head: 0, Length: 1, UntilClose: 2, ChunkSize: 3, ChunkData: 4, ChunkEnd: 5, Trailers: 6 } as const;
type State = (typeof State)[keyof typeof State];

const CR = 13;
const LF = 10;
const HEAD_END = Buffer.from('\r\n\r\n');
/** Longest head or line the reader takes before it calls the answer malformed. */
const MAX_HEAD = 64 * 1024;
const MAX_LINE = 8 * 1024;

/** Header lines (after the status line) into a record, names lower-cased, repeated ones joined. */
function parseFields(lines: string[], from: number): Record<string, string> {
  const fields: Record<string, string> = {};
  let last = '';
  for (let i = from; i < lines.length; i += 1) {
    const line = lines[i];
    if (!line) continue;
    if ((line[0] === ' ' || line[0] === '\t') && last) {
      // An obsolete folded line continues the previous field's value.
      fields[last] = `${fields[last]} ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new Error(`malformed header line: ${JSON.stringify(line.slice(0, 80))}`);
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    fields[name] = name in fields ? `${fields[name]}, ${value}` : value;
    last = name;
  }
  return fields;
}

export class HttpResponseReader {
  /** Set before sending a HEAD request: its answer has no body, whatever its headers say. */
  nextIsHead = false;

  private state: State = State.Head;
  /** Bytes of an unfinished head, copied. */
  private head: Buffer | undefined;
  /** An unfinished chunk-size, chunk-end or trailer line. */
  private line = '';
  private remaining = 0;
  private status = 0;
  private headers: Record<string, string> = {};
  private trailerLines: string[] = [];
  private bodyBytes = 0;
  private bodyParts: Buffer[] = [];

  constructor(
    private readonly onResponse: (response: HttpResponse) => void,
    private readonly options: { keepBody?: boolean } = {},
  ) {}

  /** Whether part of a response has been read and the rest is awaited. */
  get pending(): boolean {
    return this.state !== State.Head || this.head !== undefined;
  }

  /** Reads `data[start, end)`; calls `onResponse` for each response completed. Throws on a malformed answer. */
  push(data: Uint8Array, start = 0, end = data.length): void {
    let pos = start;
    while (pos < end) {
      switch (this.state) {
        case State.Head:
          pos = this.readHead(data, pos, end);
          break;
        case State.Length: {
          const n = Math.min(this.remaining, end - pos);
          this.take(data, pos, n);
          pos += n;
          this.remaining -= n;
          if (this.remaining === 0) this.finish();
          break;
        }
        case State.UntilClose:
          this.take(data, pos, end - pos);
          pos = end;
          break;
        case State.ChunkData: {
          const n = Math.min(this.remaining, end - pos);
          this.take(data, pos, n);
          pos += n;
          this.remaining -= n;
          if (this.remaining === 0) this.state = State.ChunkEnd;
          break;
        }
        case State.ChunkSize:
        case State.ChunkEnd:
        case State.Trailers: {
          const lf = indexOfByte(data, LF, pos, end);
          if (lf < 0) {
            this.addToLine(data, pos, end);
            pos = end;
            break;
          }
          this.addToLine(data, pos, lf);
          pos = lf + 1;
          const line = this.line.endsWith('\r') ? this.line.slice(0, -1) : this.line;
          this.line = '';
          this.endOfLine(line);
          break;
        }
      }
    }
  }

  /** The connection ended: completes a response read up to the end; throws if a response was cut short. */
  end(): void {
    if (this.state === State.UntilClose) {
      this.finish();
      return;
    }
    if (this.pending) throw new Error('the connection closed in the middle of a response');
  }

  private readHead(data: Uint8Array, pos: number, end: number): number {
    if (this.head === undefined) {
      // Empty lines before a status line are tolerated.
      while (pos < end && (data[pos] === CR || data[pos] === LF)) pos += 1;
      if (pos === end) return end;
      const view = Buffer.from(data.buffer, data.byteOffset + pos, end - pos);
      const at = view.indexOf(HEAD_END);
      if (at >= 0) {
        this.startBody(view.toString('latin1', 0, at));
        return pos + at + 4;
      }
      if (end - pos > MAX_HEAD) throw new Error('response head too long');
      this.head = Buffer.from(view);
      return end;
    }
    const had = this.head.byteLength;
    const joined = Buffer.concat([this.head, data.subarray(pos, end)]);
    const at = joined.indexOf(HEAD_END, Math.max(0, had - 3));
    if (at < 0) {
      if (joined.byteLength > MAX_HEAD) throw new Error('response head too long');
      this.head = joined;
      return end;
    }
    this.head = undefined;
    this.startBody(joined.toString('latin1', 0, at));
    return pos + (at + 4 - had);
  }

  private startBody(head: string): void {
    const lines = head.split('\r\n');
    const m = /^HTTP\/\d\.\d (\d{3})(?: |$)/.exec(lines[0]);
    if (!m) throw new Error(`malformed status line: ${JSON.stringify(lines[0].slice(0, 80))}`);
    this.status = Number(m[1]);
    this.headers = parseFields(lines, 1);
    this.bodyBytes = 0;
    this.bodyParts = [];
    this.trailerLines = [];
    if (this.status >= 100 && this.status < 200) {
      // An interim answer (100 Continue, 103 Early Hints): the real one follows.
      this.state = State.Head;
      return;
    }
    const headRequest = this.nextIsHead;
    this.nextIsHead = false;
    if (headRequest || this.status === 204 || this.status === 304) return this.finish();
    const coding = this.headers['transfer-encoding'];
    if (coding !== undefined) {
      if (!/(^|,)\s*chunked\s*$/i.test(coding)) {
        this.state = State.UntilClose;
        return;
      }
      this.state = State.ChunkSize;
      return;
    }
    const length = this.headers['content-length'];
    if (length !== undefined) {
      // Repeated identical values ("12, 12") are allowed; anything else is not.
      const values = new Set(length.split(',').map((v) => v.trim()));
      const n = Number([...values][0]);
      if (values.size !== 1 || !/^\d+$/.test([...values][0]) || !Number.isSafeInteger(n)) throw new Error(`malformed Content-Length: ${length}`);
      if (n === 0) return this.finish();
      this.remaining = n;
      this.state = State.Length;
      return;
    }
    this.state = State.UntilClose;
  }

  private endOfLine(line: string): void {
    if (this.state === State.ChunkSize) {
      const semicolon = line.indexOf(';');
      const hex = (semicolon >= 0 ? line.slice(0, semicolon) : line).trim();
      if (!/^[0-9a-fA-F]{1,12}$/.test(hex)) throw new Error(`malformed chunk size: ${JSON.stringify(line.slice(0, 80))}`);
      const size = parseInt(hex, 16);
      if (size === 0) this.state = State.Trailers;
      else {
        this.remaining = size;
        this.state = State.ChunkData;
      }
    } else if (this.state === State.ChunkEnd) {
      if (line !== '') throw new Error('a chunk is longer than its size');
      this.state = State.ChunkSize;
    } else if (line === '') {
      this.finish();
    } else {
      this.trailerLines.push(line);
    }
  }

  private addToLine(data: Uint8Array, from: number, to: number): void {
    if (to <= from) return;
    this.line += Buffer.from(data.buffer, data.byteOffset + from, to - from).toString('latin1');
    if (this.line.length > MAX_LINE) throw new Error('chunk line too long');
  }

  private take(data: Uint8Array, from: number, n: number): void {
    this.bodyBytes += n;
    if (this.options.keepBody && n > 0) this.bodyParts.push(Buffer.from(data.subarray(from, from + n)));
  }

  private finish(): void {
    const response: HttpResponse = { status: this.status, headers: this.headers, bodyBytes: this.bodyBytes };
    if (this.options.keepBody) response.body = Buffer.concat(this.bodyParts);
    if (this.trailerLines.length) response.trailers = parseFields(this.trailerLines, 0);
    this.state = State.Head;
    this.headers = {};
    this.bodyParts = [];
    this.trailerLines = [];
    this.bodyBytes = 0;
    this.onResponse(response);
  }
}

function indexOfByte(data: Uint8Array, byte: number, from: number, to: number): number {
  const at = data.subarray(from, to).indexOf(byte);
  return at < 0 ? -1 : from + at;
}

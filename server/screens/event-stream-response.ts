/**
 * One Server-Sent Events answer, for a screen or a console: the stream's sink (write a chunk, close) is made
 * when the stream starts, handed to its hub, and taken back once when the client goes (its connection aborted
 * or the stream cancelled). A write to a stream that has gone ends it instead of throwing.
 */
export type StreamSink = { write(chunk: string): void; close(): void };

export async function eventStreamResponse<S extends StreamSink>(
  signal: AbortSignal,
  make: (sink: StreamSink) => S,
  hub: { add(stream: S): Promise<void>; remove(stream: S): void },
  headers: Record<string, string>,
): Promise<Response> {
  const encoder = new TextEncoder();
  let stream!: S;
  let open = true;
  const finish = () => {
    open = false;
    hub.remove(stream);
  };
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = make({
        write(chunk) {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(chunk));
          } catch {
            finish();
          }
        },
        close() {
          if (!open) return;
          open = false;
          try {
            controller.close();
          } catch {
            // already closed
          }
        },
      });
    },
    cancel() {
      finish();
    },
  });
  signal.addEventListener('abort', finish, { once: true });
  await hub.add(stream);
  return new Response(body, { headers });
}

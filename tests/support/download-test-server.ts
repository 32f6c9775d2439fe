import { parseRange } from '../../src/server/http/ranges';
import { BridgeError } from '../../src/shared/errors';
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A small local HTTP server that misbehaves on demand, for the download tests and benchmarks: each test
 * gives the handler; the server records every request's headers and the highest number of requests it
 * was answering at once.
 */
export interface TestServer {
  url: string;
  origin: string;
  port: number;
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  /** Requests being answered right now, and the most at any time. */
  inFlight: number;
  maxInFlight: number;
  close(): Promise<void>;
}

export type TestHandler = (req: IncomingMessage, res: ServerResponse, server: TestServer) => unknown;

export async function startTestServer(handler: TestHandler): Promise<TestServer> {
  const sockets = new Set<Socket>();
  const state: TestServer = {
    url: '',
    origin: '',
    port: 0,
    requests: [],
    inFlight: 0,
    maxInFlight: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer((req, res) => {
    state.requests.push({ method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers });
    state.inFlight++;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    let counted = true;
    const done = (): void => {
      if (!counted) return;
      counted = false;
      state.inFlight--;
    };
    res.once('finish', done);
    res.once('close', done);
    new Promise((resolve) => resolve(handler(req, res, state))).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.port = port;
  state.origin = `http://127.0.0.1:${port}`;
  state.url = state.origin;
  return state;
}

/** The BridgeError a download ended with (anything else, or no failure, fails the test). */
export async function failure(promise: Promise<unknown>): Promise<BridgeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof BridgeError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

const PATTERN_BYTE = 0x61;

/** The SHA-256 (base64) of `size` pattern bytes, computed by chunks as sendPattern sends them. */
export function patternSha256(size: number, chunkSize = 64 * 1024): string {
  const chunk = Buffer.alloc(chunkSize, PATTERN_BYTE);
  const hash = createHash('sha256');
  for (let done = 0; done < size; done += chunkSize) hash.update(chunk.subarray(0, Math.min(chunkSize, size - done)));
  return hash.digest('base64');
}

/**
 * Sends `size` bytes of a repeated pattern in chunks, honouring back-pressure: memory stays flat. Then ends
 * the answer, or cuts the connection once the bytes have left (a network failure half way).
 */
export async function sendPattern(res: ServerResponse, size: number, finish: 'end' | 'cut' = 'end', chunkSize = 64 * 1024): Promise<void> {
  const chunk = Buffer.alloc(chunkSize, PATTERN_BYTE);
  let sent = 0;
  while (sent < size && !res.destroyed) {
    const n = Math.min(chunkSize, size - sent);
    const ok = res.write(n === chunkSize ? chunk : chunk.subarray(0, n));
    sent += n;
    if (!ok) await new Promise<void>((resolve) => {
      const go = (): void => {
        res.off('drain', go);
        res.off('close', go);
        resolve();
      };
      res.once('drain', go);
      res.once('close', go);
    });
  }
  if (finish === 'end') res.end();
  else res.write(Buffer.alloc(0), () => res.socket?.destroy());
}

/**
 * The scaffolding of a download test file: a temporary root with a fresh folder per case, and test servers
 * closed after each test (closing one twice is harmless).
 */
export function downloadTestBed(prefix: string): { newFolder(): string; serve(handler: TestHandler): Promise<TestServer> } {
  let root = '';
  let folderCount = 0;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });
  return {
    newFolder: () => join(root, `case-${++folderCount}`),
    serve: async (handler) => {
      const server = await startTestServer(handler);
      servers.push(server);
      return server;
    },
  };
}

/**
 * Answers the head of a file that honours `Range` and `If-Range` as the reference server does (its onSend hook,
 * src/server/http/ranges.ts, whose parser this is): 206 for the asked bytes, end included, while the ETag is
 * the one asked for; 200 for the whole file otherwise (no range, a malformed one, another version); 416 past
 * the end. The caller then writes the bytes from `start` to `end` included (and may cut them). null: 416,
 * nothing more to send.
 */
export function rangedHead(
  req: IncomingMessage,
  res: ServerResponse,
  file: { size: number; etag: string; headers?: Record<string, string> },
): { start: number; end: number; length: number } | null {
  const ifRange = req.headers['if-range']?.toString().trim();
  const sameVersion = ifRange === undefined || (!ifRange.startsWith('W/') && ifRange === file.etag);
  const range = sameVersion ? parseRange(req.headers.range, file.size) : null;
  const headers = { 'accept-ranges': 'bytes', etag: file.etag, ...file.headers };
  if (range === 'unsatisfiable') {
    res.writeHead(416, { ...headers, 'content-range': `bytes */${file.size}` }).end();
    return null;
  }
  if (range) {
    const length = range.end - range.start + 1;
    res.writeHead(206, { ...headers, 'content-range': `bytes ${range.start}-${range.end}/${file.size}`, 'content-length': String(length) });
    return { ...range, length };
  }
  res.writeHead(200, { ...headers, 'content-length': String(file.size) });
  return { start: 0, end: file.size - 1, length: file.size };
}

/**
 * A connection cut, as a network failure would, once the client has the bytes sent before it. Cut any
 * earlier and undici drops what it still buffered (the body stream is destroyed with the error), so that
 * a loaded machine saved none of them: the client reports its progress to `received`.
 */
export interface Cut {
  /** Writes `bytes`, then cuts the connection once the client has received them all. */
  writeThenCut: (res: ServerResponse, bytes: Buffer) => void;
  /** The client's onProgress. */
  received: (bytes: number) => void;
}

export function cutAfterReceipt(): Cut {
  let expected = Number.POSITIVE_INFINITY;
  let reached: () => void = () => undefined;
  return {
    writeThenCut(res, bytes) {
      expected = bytes.length;
      const all = new Promise<void>((resolve) => (reached = resolve));
      res.write(bytes);
      void all.then(() => res.socket?.destroy());
    },
    received(bytes) {
      if (bytes >= expected) reached();
    },
  };
}

/**
 * A file with ranges (named gros.zip) whose answers from byte 0 send `firstPart` bytes and then stall, as a
 * download under way when the app quits; an answer from further on sends the rest. `sent` gets each answer's length.
 */
export function stallingFile(bytes: Buffer, firstPart: number, sent: number[]): TestHandler {
  return (req, res) => {
    const head = rangedHead(req, res, { size: bytes.length, etag: '"v1"', headers: { 'content-disposition': 'attachment; filename="gros.zip"' } });
    if (!head) return;
    if (head.start === 0) {
      sent.push(firstPart);
      res.write(bytes.subarray(0, firstPart));
      return;
    }
    sent.push(head.length);
    res.end(bytes.subarray(head.start, head.end + 1));
  };
}

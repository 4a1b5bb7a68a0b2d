import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

/** One request as the fake upstream saw it; `at` is performance.now() on arrival. */
export interface SeenRequest {
  path: string;
  params: URLSearchParams;
  headers: IncomingHttpHeaders;
  at: number;
}

export type FakeHandler = (request: SeenRequest, res: ServerResponse) => void;

export interface FakeUpstream {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  requests: SeenRequest[];
  /** Replaces how the next requests are answered. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

export function json(res: ServerResponse, body: unknown, status = 200): void {
  res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}

/** A local stand-in for Photon or Nominatim: tests never reach the internet. */
export async function startFakeUpstream(handler: FakeHandler): Promise<FakeUpstream> {
  let current = handler;
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const seen = {
      path: url.pathname,
      params: url.searchParams,
      headers: req.headers,
      at: performance.now(),
    };
    requests.push(seen);
    current(seen, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      current = next;
    },
    async close() {
      // Requests a test left hanging (timeouts) would keep close() waiting.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/**
 * A port nothing listens on: connections to it are refused. It comes from below the range the
 * kernel hands out for `listen(0)`, so a server another test file starts meanwhile cannot take it
 * (a freed ephemeral port could be taken, and then an HTTP answer arrives instead of a refusal).
 */
export async function closedPort(): Promise<number> {
  // fetch() itself refuses the "bad ports" of the Fetch standard (1, 7, 9, 11...), so none of those.
  for (const port of [2, 3, 4, 5, 6, 8, 10, 12]) {
    if (await refuses(port)) return port;
  }
  throw new Error("every candidate port below 13 accepts connections on this machine");
}

function refuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

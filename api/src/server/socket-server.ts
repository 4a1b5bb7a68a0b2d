import { CloseCode, handleProtocols, type Server } from "graphql-ws";
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import type { RawData, WebSocket, WebSocketServer } from "ws";

/** What graphql-ws keeps of a socket: the socket and its handshake (as graphql-ws's own `useServer`). */
export interface SocketHandshake {
  readonly socket: WebSocket;
  readonly request: IncomingMessage;
}

/** ws's codes for what a client sent wrong (a message over `maxPayload`, bad UTF-8, an unmasked frame…). */
const CLIENT_ERROR = /^WS_ERR_/;

/** The longest close reason the WebSocket protocol allows, in bytes. */
const MAX_CLOSE_REASON_BYTES = 123;

/** Between pings to each socket; one left unanswered this long ends it (graphql-ws's default). */
const KEEP_ALIVE_MS = 12_000;

/**
 * graphql-ws's server on ws's sockets: what graphql-ws's `useServer` does (its docs invite copying it),
 * except that what goes wrong reaches the app's log as one line each (docs/graphql.md#limits). Its
 * `useServer` wrote a stack trace to stderr for every socket that sent a message over the size limit,
 * something any client can do at will, worded as a bug of ours ("Please check your implementation").
 * Close reasons never carry an error's message. Returns a function that closes every socket.
 */
export function serveSockets<E extends SocketHandshake>(
  wsServer: WebSocketServer,
  server: Server<E>,
  extraOf: (socket: WebSocket, request: IncomingMessage) => E,
  logger: Logger,
): () => Promise<void> {
  wsServer.options.handleProtocols = handleProtocols;
  wsServer.once("error", (error) => {
    logger.error({ err: error }, "websocket server failed: closing its sockets");
    for (const client of wsServer.clients)
      client.close(CloseCode.InternalServerError, "Internal server error");
  });

  wsServer.on("connection", (socket, request) => {
    socket.once("error", (error: Error & { code?: string }) => {
      // A client's mistake, at will and by design: one line with ws's code, no stack.
      if (error.code && CLIENT_ERROR.test(error.code)) {
        logger.warn({ code: error.code }, `websocket closed by ws: ${error.message}`);
      } else {
        logger.warn({ err: error }, "websocket socket failed: closed");
      }
      // ws closes a socket itself after a protocol error (with its own code); anything else ends here.
      if (socket.readyState === socket.OPEN)
        socket.close(CloseCode.InternalServerError, "Internal server error");
    });

    let pongWait: NodeJS.Timeout | undefined;
    const pings = setInterval(() => {
      if (socket.readyState !== socket.OPEN) return;
      pongWait = setTimeout(() => socket.terminate(), KEEP_ALIVE_MS);
      socket.once("pong", () => {
        clearTimeout(pongWait);
        pongWait = undefined;
      });
      socket.ping();
    }, KEEP_ALIVE_MS);

    const closed = server.opened(
      {
        protocol: socket.protocol,
        send: (data) =>
          new Promise<void>((resolve, reject) => {
            if (socket.readyState !== socket.OPEN) return resolve();
            socket.send(data, (error) => (error ? reject(error) : resolve()));
          }),
        // graphql-ws's reasons may quote what the client sent (an operation's id), past what ws accepts.
        close: (code, reason) => socket.close(code, reason && fittedCloseReason(reason)),
        onMessage: (handle) =>
          socket.on("message", (data: RawData) => {
            handle(messageText(data)).catch((error: unknown) => {
              logger.error({ err: error }, "websocket message handling failed: socket closed");
              socket.close(CloseCode.InternalServerError, "Internal server error");
            });
          }),
      },
      extraOf(socket, request),
    );

    socket.once("close", (code, reason) => {
      clearTimeout(pongWait);
      clearInterval(pings);
      closed(code, reason.toString()).catch((error: unknown) => {
        logger.error({ err: error }, "websocket close handling failed");
      });
    });
  });

  return async () => {
    for (const client of wsServer.clients) client.close(1001, "Going away");
    wsServer.removeAllListeners();
    await new Promise<void>((resolve, reject) =>
      wsServer.close((error) => (error ? reject(error) : resolve())),
    );
  };
}

/** A message's text: ws hands over a Buffer (its default binary type); the other shapes for completeness. */
function messageText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.isBuffer(data) ? data.toString("utf8") : Buffer.from(data).toString("utf8");
}

/** `reason` cut to the protocol's 123 bytes, whole characters only. */
function fittedCloseReason(reason: string): string {
  let fitted = reason;
  while (Buffer.byteLength(fitted) > MAX_CLOSE_REASON_BYTES) fitted = fitted.slice(0, -1);
  return fitted;
}

import http from "node:http";

/** An HTTP answer as it came over the wire: its headers, and its bytes not decompressed. */
export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One request with node:http, which (unlike fetch) leaves the body as sent: for tests of the encoding
 * and the length an answer goes with.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.once("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.once("error", reject);
    });
    request.once("error", reject);
    request.end(body);
  });
}

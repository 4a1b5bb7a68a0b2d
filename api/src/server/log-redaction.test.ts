import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./log-redaction";

describe("withoutSecrets", () => {
  it.each([
    [
      "/api/storage/upload/uploads/u/k?expires=1&max=5242880&signature=abc123",
      "/api/storage/upload/uploads/u/k?expires=1&max=5242880&signature=[oculto]",
    ],
    [
      "https://bucket.s3.amazonaws.com/k?X-Amz-Credential=AKIA%2F1&X-Amz-Signature=f00&X-Amz-Expires=900",
      "https://bucket.s3.amazonaws.com/k?X-Amz-Credential=[oculto]&X-Amz-Signature=[oculto]&X-Amz-Expires=900",
    ],
    [
      "/api/auth/callback?code=xyz&state=abc&iss=https%3A%2F%2Fid",
      "/api/auth/callback?code=[oculto]&state=[oculto]&iss=https%3A%2F%2Fid",
    ],
    [
      "/api/geocode/search?q=Calle%2084%20%23%2051&neighborhood=altamira",
      "/api/geocode/search?q=[oculto]&neighborhood=altamira",
    ],
    [
      "/open311/v2/requests.json?api_key=rr_abc123&service_code=vias",
      "/open311/v2/requests.json?api_key=[oculto]&service_code=vias",
    ],
    ["/api/reports?status=resuelto", "/api/reports?status=resuelto"],
    ["/api/reports", "/api/reports"],
  ])("hides the secret values of %s", (url, expected) => {
    expect(withoutSecrets(url)).toBe(expected);
  });
});

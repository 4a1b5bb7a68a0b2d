/**
 * A browser-like HTTP client for one user: keeps cookies, sends JSON the way the web app does, and
 * does not follow redirects (tests look at them).
 */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) headers.set("content-type", "application/json");
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    }
    const url = path.startsWith("http") ? path : `${this.baseUrl}${path}`;
    const response = await fetch(url, {
      ...rest,
      headers,
      body: json !== undefined ? JSON.stringify(json) : rest.body,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async graphql<TData = Record<string, unknown>>(query: string, variables?: Record<string, unknown>) {
    const response = await this.request("/graphql", { method: "POST", json: { query, variables } });
    const body = (await response.json()) as {
      data?: TData | null;
      errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
    };
    return { status: response.status, ...body };
  }

  /** Signs in as one of the seeded test users (test-citizen, test-admin). */
  async testLogin(userId: "test-citizen" | "test-admin"): Promise<this> {
    const response = await this.request("/api/test-login", { method: "POST", json: { userId } });
    if (response.status !== 200) throw new Error(`test-login failed: ${response.status}`);
    return this;
  }
}

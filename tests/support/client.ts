import type { FastifyInstance, InjectOptions } from 'fastify';

/**
 * A tiny cookie-keeping client over `app.inject`, speaking the API like the
 * PWA does: it remembers cookies and echoes XSRF-TOKEN in X-XSRF-TOKEN.
 */
export class ApiClient {
  private cookies = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  /** Sends a request; `json` becomes the JSON body. */
  async request(method: InjectOptions['method'], url: string, json?: unknown, headers: Record<string, string> = {}) {
    if (!this.cookies.has('XSRF-TOKEN') && method !== 'GET') await this.request('GET', '/api/userAuth/check');
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    const res = await this.app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...(xsrf ? { 'x-xsrf-token': xsrf } : {}), ...headers },
      ...(json !== undefined ? { payload: json as object } : {}),
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  /** The cookie and XSRF headers this client sends, for requests over a real socket (`fetch`). */
  async headers(): Promise<Record<string, string>> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/userAuth/check');
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': this.cookies.get('XSRF-TOKEN')!,
      'content-type': 'application/json',
    };
  }

  get(url: string) {
    return this.request('GET', url);
  }
  post(url: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, json, headers);
  }
  put(url: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, json, headers);
  }
  patch(url: string, json?: unknown, headers?: Record<string, string>) {
    return this.request('PATCH', url, json, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  /** Registers a fresh account and keeps its session. */
  async signUp(firstname = 'Learner', emailID = `u${Math.random().toString(36).slice(2)}@example.com`, password = 'correct horse') {
    const res = await this.post('/api/userAuth/register', { firstname, emailID, password });
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    return { emailID, password, user: res.json().user as { _id: string; role: string } };
  }
}

/**
 * What the HTTP client needs from the session, injected at start-up so lib/ does not import app/.
 */
export interface HttpContext {
  getToken(): string | null;
  getTenantId(): number | string | null;
  getSignKey(): string | null;
  /** Clears the session locally and tells the server; must not throw. */
  logout(): Promise<void>;
}

let context: HttpContext = {
  getToken: () => null,
  getTenantId: () => null,
  getSignKey: () => null,
  logout: async () => {},
};

export function configureHttp(next: HttpContext): void {
  context = next;
}

export function httpContext(): HttpContext {
  return context;
}

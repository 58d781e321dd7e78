import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestCasServer {
  /** The CAS address, as CAS_URL takes it (`http://127.0.0.1:port/cas`). */
  url: string;
  /** A service ticket for `user` and `service`, as the CAS login would hand the browser. */
  issue(user: string, service: string, attributes?: Record<string, string>): string;
  /** How many validations the server answered. */
  validations(): number;
  close(): Promise<void>;
}

const xmlText = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A CAS-protocol server for the tests (CAS 2.0 `serviceValidate`): service tickets good once, for the service they
 * were issued to, answered in the protocol's XML. `/cas/login` signs in whoever types a name (development pages, as
 * a real CAS server would ask for a password) and sends the browser back to the service with a ticket.
 */
export async function startCasServer(): Promise<TestCasServer> {
  const tickets = new Map<string, { user: string; service: string; attributes: Record<string, string> }>();
  let validations = 0;
  const issue = (user: string, service: string, attributes: Record<string, string> = {}) => {
    const ticket = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(ticket, { user, service, attributes });
    return ticket;
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cas');
    if (url.pathname === '/cas/serviceValidate') {
      validations++;
      const found = tickets.get(url.searchParams.get('ticket') ?? '');
      tickets.delete(url.searchParams.get('ticket') ?? '');
      res.setHeader('content-type', 'application/xml; charset=utf-8');
      if (!found || found.service !== url.searchParams.get('service')) {
        res.end(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket not recognized</cas:authenticationFailure></cas:serviceResponse>`);
        return;
      }
      const attributes = Object.entries(found.attributes)
        .map(([k, v]) => `<cas:${k}>${xmlText(v)}</cas:${k}>`)
        .join('');
      res.end(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${xmlText(found.user)}</cas:user><cas:attributes>${attributes}</cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`,
      );
      return;
    }
    if (url.pathname === '/cas/login') {
      const service = url.searchParams.get('service') ?? '';
      const user = url.searchParams.get('username');
      if (user) {
        const back = new URL(service);
        back.searchParams.set('ticket', issue(user, service, { displayName: user }));
        res.writeHead(302, { location: back.href }).end();
        return;
      }
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<!doctype html><form method="get" action="/cas/login"><input type="hidden" name="service" value="${xmlText(service)}"><input name="username" placeholder="CAS 用户名"><button type="submit">登录</button></form>`);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/cas`,
    issue,
    validations: () => validations,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

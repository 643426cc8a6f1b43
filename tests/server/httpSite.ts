/**
 * A small web server on loopback for the HTTP headers checker's end-to-end test: its home page sets a
 * cookie without flags and redirects to the site under test, whose own security headers then answer.
 * Its port is fixed (the site's port + 2001) so that the test knows where it is.
 */
import { createServer } from 'node:http';

export const testHttpPort = (sitePort = Number(process.env.E2E_PORT ?? 4173)) => sitePort + 2001;

export async function startTestHttp(sitePort: number): Promise<{ port: number; close: () => void }> {
  const server = createServer((req, res) => {
    if (req.url === '/') return res.writeHead(301, { location: `http://localhost:${sitePort}/en/`, 'set-cookie': 'visited=1; Path=/' }).end();
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  const port = testHttpPort(sitePort);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { port, close: () => server.close() };
}

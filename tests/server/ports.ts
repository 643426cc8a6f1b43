/** Loopback ports for tests and benchmarks: a free one, listeners, a block for the port scanner. */
import { createServer, type Server } from 'node:net';

/** A loopback port nobody listens on now (the system's pick), for a server a test starts. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function listen(port = 0, host = '127.0.0.1'): Promise<Server | null> {
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve) => {
    server.once('error', () => resolve(null));
    server.listen(port, host, () => resolve(server));
  });
}

/** A block of 21 loopback ports nobody listens on, with listeners of ours on three of them. */
export async function portBlock(): Promise<{ start: number; end: number; open: number[]; close: () => void }> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const start = 20_000 + Math.floor(Math.random() * 30_000);
    const held: [number, Server][] = [];
    let free = true;
    for (let p = start; p <= start + 20 && free; p++) {
      const s = await listen(p);
      if (s) held.push([p, s]);
      else free = false;
    }
    const open = [start + 2, start + 9, start + 17];
    // Ours stay on three ports; the others are freed again (we just proved nobody listens there).
    for (const [p, s] of held) if (!free || !open.includes(p)) s.close();
    if (free) {
      const servers = held.filter(([p]) => open.includes(p)).map(([, s]) => s);
      return { start, end: start + 20, open, close: () => servers.forEach((s) => s.close()) };
    }
  }
  throw new Error('no free block of ports');
}

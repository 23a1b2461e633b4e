// A TCP proxy between the app and PostgreSQL that a test cuts and restores: an outage of the
// database as the app sees it, without stopping the PostgreSQL that the other tests share.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Destroys every connection through the proxy and refuses new ones (ECONNREFUSED). */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  restore(): Promise<void>;
  /** Connections open through the proxy now. */
  open(): number;
  /** Holds every chunk this long in each direction (a slow network), 0 to stop. */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<net.Socket>();
  let latency = 0;
  // chunks keep their order: each waits for the one before it
  const relay = (from: net.Socket, to: net.Socket) => {
    let queue = Promise.resolve();
    from.on('data', (chunk) => {
      const wait = latency;
      queue = queue
        .then(() => (wait ? new Promise((r) => setTimeout(r, wait)) : undefined))
        .then(() => {
          if (!to.destroyed) to.write(chunk);
        });
    });
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    pairs.add(client).add(upstream);
    const end = () => {
      client.destroy();
      upstream.destroy();
      pairs.delete(client);
      pairs.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of pairs) socket.destroy();
    });
  return {
    port,
    cut: stop,
    restore: () => (server.listening ? Promise.resolve() : listen(port)),
    open: () => pairs.size / 2,
    setLatency: (ms) => {
      latency = ms;
    },
    close: stop,
  };
}

/** The same database URL, reached through the proxy. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const via = new URL(url);
  via.hostname = '127.0.0.1';
  via.port = String(proxy.port);
  return via.toString();
}

/** PostgreSQL's address in TEST_DATABASE_URL. */
export function databaseAddress(): { host: string; port: number } {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  return { host: url.hostname, port: Number(url.port || 5432) };
}

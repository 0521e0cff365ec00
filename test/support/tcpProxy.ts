/**
 * A TCP proxy in front of a server's port, for tests and benches of what a client does when the network misbehaves.
 * `blackHole()` makes the connections open at that moment drop every byte either way while staying open, as a host
 * that died or a network that drops packets does: nothing closes, nothing arrives. Connections made after it pass.
 * `cut()` closes the connections open at that moment, and `refuse(true)` closes every new one as soon as it is
 * accepted, until `refuse(false)`: together, a network that is gone and comes back.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpProxy {
  /** the port clients connect to */
  port: number;
  /** how many connections the proxy has accepted so far */
  accepted(): number;
  /** drops all traffic of the connections open now, without closing them */
  blackHole(): void;
  /** closes the connections open now, both ways */
  cut(): void;
  /** while on, closes each new connection as soon as it is accepted, before a byte passes */
  refuse(on: boolean): void;
  close(): Promise<void>;
}

interface Link {
  client: net.Socket;
  upstream: net.Socket;
  holed: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let accepted = 0;
  let refusing = false;
  const server = net.createServer((client) => {
    accepted += 1;
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const link: Link = { client, upstream, holed: false };
    links.add(link);
    client.on('data', (chunk) => {
      if (!link.holed) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (!link.holed) client.write(chunk);
    });
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of [client, upstream]) {
      socket.on('close', end);
      socket.on('error', end);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    accepted: () => accepted,
    blackHole() {
      for (const link of links) link.holed = true;
    },
    cut() {
      for (const link of links) {
        link.client.destroy();
        link.upstream.destroy();
      }
    },
    refuse(on) {
      refusing = on;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const link of links) {
          link.client.destroy();
          link.upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}

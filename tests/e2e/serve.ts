/** Serving a build directory, or waiting for a server, from a spec that needs a site of its own. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { expect } from './fixtures';

/** Resolves once `origin` answers 200. */
export async function waitForOrigin(origin: string, timeout = 30_000): Promise<void> {
  await expect
    .poll(
      async () =>
        (await fetch(origin)
          .then((r) => r.status)
          .catch(() => 0)) === 200,
      { timeout },
    )
    .toBe(true);
}

/** A port no one listens on now, chosen by the system. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `docusaurus serve` over `dir` on 127.0.0.1:`port`, once it answers. Fails when the server exits first (the port is
 * taken: `docusaurus serve` gives up), rather than going on with whatever answers on that port.
 */
export async function serveBuild(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(
    'node',
    ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'serve', '--dir', dir, '--port', String(port)].concat([
      '--host',
      '127.0.0.1',
      '--no-open',
    ]),
    { stdio: 'ignore' },
  );
  const exited = new Promise<never>((_, reject) =>
    server.once('exit', (code) => reject(new Error(`docusaurus serve on port ${port} exited (${code})`))),
  );
  exited.catch(() => {});
  await Promise.race([waitForOrigin(`http://127.0.0.1:${port}`), exited]);
  return server;
}

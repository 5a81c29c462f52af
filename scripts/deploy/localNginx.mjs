// Serves a build directory through deploy/nginx.conf, as production serves it (gzip, redirects, headers, CSP), with
// Debian's nginx on 127.0.0.1:<port>: the config is rewritten into a temporary directory, nothing system-wide is
// touched. Used by the nginx e2e spec and by `npm run bench`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const NGINX_PATH = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

async function waitForOrigin(origin, timeout) {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const status = await fetch(origin).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nginx did not answer on ${origin} within ${timeout} ms`);
}

/**
 * @param {string} buildDir absolute path of the build to serve
 * @param {number} port
 * @param {{ root?: string, timeout?: number, tlsPort?: number }} [options] `root`: the repository (default: the
 *   working directory); `tlsPort`: also serve the same server block over TLS there, with a throwaway self-signed
 *   certificate (as a production server with `listen 443 ssl` would)
 * @returns {Promise<{ origin: string, tlsOrigin?: string, stop: () => void }>}
 */
export async function startNginx(buildDir, port, { root = process.cwd(), timeout = 15_000, tlsPort } = {}) {
  // The test command installs nginx (scripts/ensure-system-deps.sh); without it, fail rather than skip.
  if (!NGINX_PATH) throw new Error('nginx is not installed: run scripts/ensure-system-deps.sh');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  fs.writeFileSync(
    path.join(dir, 'csp.conf'),
    execFileSync('node', [path.join(root, 'scripts/deploy/csp.mjs'), buildDir], { cwd: root }),
  );
  let listen = `$1listen 127.0.0.1:${port};`;
  if (tlsPort) {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    listen += `\n$1listen 127.0.0.1:${tlsPort} ssl;\n$1ssl_certificate ${cert};\n$1ssl_certificate_key ${key};`;
  }
  const site = fs
    .readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
    .replace(/^(\s*)listen 80;/m, listen)
    .replace(/^(\s*)root [^;\n]+;/m, `$1root ${buildDir};`)
    .replace(/^(\s*)include csp\.conf;/m, `$1include ${dir}/csp.conf;`);
  fs.writeFileSync(path.join(dir, 'site.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) fs.mkdirSync(path.join(dir, temp));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const nginx = spawn(NGINX_PATH, ['-c', path.join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  const stop = () => {
    process.off('exit', stop);
    nginx.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  // A script that dies before stopping it must not leave nginx holding the port.
  process.once('exit', stop);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForOrigin(origin, timeout);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, tlsOrigin: tlsPort ? `https://127.0.0.1:${tlsPort}` : undefined, stop };
}

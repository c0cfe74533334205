// Debian's nginx as the load balancer in front of replicas, started as a child of the test.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Answered by nginx itself, to tell when it listens. */
const READY_PATH = '/nginx-ready';

/**
 * One `server` per entry of `balancers`: it listens on `port` and spreads requests over `upstreams` (ports).
 * A replica that refuses the connection is skipped for the next 5 seconds; a request that
 * never reached one goes to the next, and so does an idempotent one that got 502/503 (nginx never resends a
 * POST that a replica may have started).
 * @param {string} dir an empty folder for the configuration, logs and temporary files
 * @param {{ name: string, port: number, upstreams: number[] }[]} balancers
 */
export async function startNginx(dir, balancers) {
  const conf = path.join(dir, 'nginx.conf');
  for (const temp of ['body', 'proxy']) mkdirSync(path.join(dir, temp), { recursive: true });
  writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/proxy;
  uwsgi_temp_path ${dir}/proxy;
  scgi_temp_path ${dir}/proxy;
${balancers.map(balancerConf).join('\n')}
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-e', `${dir}/error.log`, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  // nginx's own answer: a probe through the balancers would find no replica up yet and set them all aside.
  const url = `http://127.0.0.1:${balancers[0].port}${READY_PATH}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${stderr}`);
    if (
      await fetch(url).then(
        (answer) => answer.status === 204,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`nginx did not answer ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGQUIT');
      }),
  };
}

const balancerConf = ({ name, port, upstreams }) => `
  upstream ${name} {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location = ${READY_PATH} { return 204; }
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      proxy_read_timeout 60s;
    }
  }`;

/**
 * Runs Debian's nginx in the foreground from a private temporary folder (its configuration, logs,
 * cache and files), for the several-instances browser test (tests/e2e/instances.spec.ts) and the
 * bench's load test (scripts/bench-load.ts). `deployConfig` fills in deploy/nginx.conf.template as an
 * operator would (deploy/README.md).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** The folder of nginx's dynamic modules that holds the brotli filter deploy/nginx.conf.template loads. */
const MODULES = ['/usr/lib/nginx/modules', '/usr/share/nginx/modules', '/usr/lib64/nginx/modules'].find((dir) =>
  fs.existsSync(path.join(dir, 'ngx_http_brotli_filter_module.so')),
)

/** nginx, when it is installed with the brotli module (Debian: nginx and libnginx-mod-http-brotli-filter). */
export const NGINX = MODULES ? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) : undefined

const ROOT = path.resolve(import.meta.dirname, '..')

export type Nginx = { url: string; stop: () => Promise<void>; log: () => string }

/**
 * deploy/nginx.conf.template for these upstream ports, listening on `port`, its files under `dir`.
 * Plain HTTP: the folder for the TLS files (deploy/tls/) is made empty, so nginx includes none.
 * `template` names another file to fill in the same way (the bench compares an older template).
 * The visit counter's lines go to the file `visitLog` (by default in nginx's own `run/` folder): an
 * instance started with VISIT_LOG_FILE set to it counts them.
 */
export function deployConfig(
  dir: string,
  port: number,
  upstreamPorts: number[],
  template = path.join(ROOT, 'deploy/nginx.conf.template'),
  visitLog = path.join(dir, 'run', 'visits.log'),
): string {
  const tlsDir = path.join(dir, 'tls')
  fs.mkdirSync(tlsDir, { recursive: true })
  const settings: Record<string, string> = {
    ACU_LISTEN: `127.0.0.1:${port}`,
    ACU_UPSTREAMS: upstreamPorts.map((p) => `server 127.0.0.1:${p};`).join(' '),
    ACU_CACHE_DIR: path.join(dir, 'cache'),
    ACU_RUN_DIR: path.join(dir, 'run'),
    ACU_TLS_DIR: tlsDir,
    ACU_VISIT_LOG: visitLog,
  }
  const conf = fs
    .readFileSync(template, 'utf8')
    .replace(/\$\{(ACU_[A-Z_]+)\}/g, (whole, name: string) => settings[name] ?? whole)
  const left = /\$\{ACU_[A-Z_]+\}/.exec(conf)
  if (left) throw new Error(`${template} has a setting nobody fills in: ${left[0]}`)
  return conf
}

async function waitForPort(port: number, child: ChildProcess, log: () => string) {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`nginx ended early:\n${log()}`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nginx did not listen on ${port}:\n${log()}`)
}

/**
 * Starts nginx with the configuration `conf(dir)` returns, `dir` being a new private folder with a
 * `run/` folder for the pid file and logs. Resolves once it listens on `port`.
 */
export async function startNginx(port: number, conf: (dir: string) => string): Promise<Nginx> {
  if (!NGINX) throw new Error('nginx is not installed (apt-get install nginx libnginx-mod-http-brotli-filter)')
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'acu-nginx-'))
  const runDir = path.join(dir, 'run')
  fs.mkdirSync(runDir)
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf(dir))
  // The configuration loads its modules from under nginx's prefix, as on Debian: here the private folder.
  fs.symlinkSync(MODULES!, path.join(dir, 'modules'))
  // As root, the workers would otherwise run as nobody, who may not write into this private folder.
  const global = process.getuid?.() === 0 ? 'daemon off; user root;' : 'daemon off;'
  const child = spawn(
    NGINX,
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(runDir, 'error.log'), '-g', global],
    { detached: true },
  )
  let output = ''
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()))
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()))
  const log = () => {
    const errors = fs.existsSync(path.join(runDir, 'error.log'))
      ? fs.readFileSync(path.join(runDir, 'error.log'), 'utf8')
      : ''
    return `${output}\n${errors}`.slice(-4000)
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const ended = new Promise((resolve) => child.once('exit', resolve))
      try {
        process.kill(child.pid, 'SIGTERM')
        await ended
      } catch {
        // already gone
      }
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForPort(port, child, log)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://127.0.0.1:${port}`, stop, log }
}

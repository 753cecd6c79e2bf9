import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port, that the test may
 * kill with SIGKILL (the shared server on 5432 serves every other test). PostgreSQL refuses to
 * run as root, so as root (CI) its programs run as the `postgres` user.
 */
export class ThrowawayPostgres {
  readonly dir = mkdtempSync(join(tmpdir(), 'inhala-pg-'));
  private readonly data = join(this.dir, 'data');
  private readonly bin = postgresBin();
  private readonly asRoot = process.getuid?.() === 0;
  private server: ChildProcess | null = null;
  port = 0;

  get adminUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async init(): Promise<void> {
    if (this.asRoot) chownSync(this.dir, uidOf('postgres'), gidOf('postgres'));
    const made = this.run('initdb', [
      '-D',
      this.data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
    if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr}`);
    this.port = await freePort();
  }

  /** Starts the server (again after a kill: it recovers from its log as after a crash). */
  async start(): Promise<void> {
    const args = [
      '-D',
      this.data,
      '-p',
      String(this.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${this.dir}`,
      '-c',
      'max_connections=40',
      '-c',
      'shared_buffers=16MB',
      '-c',
      'fsync=off', // a killed postmaster is the test, not a lost disk cache
    ];
    const [command, all] = this.command('postgres', args);
    this.server = spawn(command, all, { stdio: 'ignore' });
    await this.untilReady();
  }

  /** kill -9 of the postmaster and of every backend, as a crash of the whole server. */
  async kill(): Promise<void> {
    const postmaster = this.postmasterPid();
    if (postmaster === null) return;
    const all = [postmaster, ...childrenOf(postmaster)];
    for (const pid of all) signal(pid, 'SIGKILL');
    const giveUp = Date.now() + 10_000;
    while (all.some(alive) && Date.now() < giveUp) await pause(20);
    this.server = null;
  }

  async running(): Promise<boolean> {
    try {
      await this.query('postgres', 'SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Runs SQL on one of its databases. */
  async query<Row = Record<string, unknown>>(
    database: string,
    text: string,
    params: unknown[] = [],
  ): Promise<Row[]> {
    const client = new Client({ connectionString: this.urlOf(database) });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as Row[];
    } finally {
      await client.end();
    }
  }

  urlOf(database: string): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private async untilReady(): Promise<void> {
    const giveUp = Date.now() + 30_000;
    for (;;) {
      try {
        await this.query('postgres', 'SELECT 1');
        return;
      } catch (error) {
        if (Date.now() > giveUp) throw error;
        await pause(50);
      }
    }
  }

  private postmasterPid(): number | null {
    const file = join(this.data, 'postmaster.pid');
    if (!existsSync(file)) return null;
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : null;
  }

  private run(program: string, args: string[]) {
    const [command, all] = this.command(program, args);
    return spawnSync(command, all, { encoding: 'utf8' });
  }

  private command(program: string, args: string[]): [string, string[]] {
    const path = join(this.bin, program);
    return this.asRoot ? ['runuser', ['-u', 'postgres', '--', path, ...args]] : [path, args];
  }
}

/** The newest PostgreSQL installed (Debian keeps each major in /usr/lib/postgresql/N/bin). */
function postgresBin(): string {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' }).stdout?.trim();
  const debian = '/usr/lib/postgresql';
  const majors = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => existsSync(join(debian, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (majors[0]) return join(debian, majors[0], 'bin');
  if (fromConfig && existsSync(join(fromConfig, 'postgres'))) return fromConfig;
  throw new Error('No PostgreSQL server programs (initdb, postgres) found for the kill test');
}

function idOf(flag: '-u' | '-g', name: string): number {
  const id = Number(spawnSync('id', [flag, name], { encoding: 'utf8' }).stdout.trim());
  if (!Number.isInteger(id)) throw new Error(`No '${name}' user to run PostgreSQL as (it refuses root)`);
  return id;
}
const uidOf = (name: string) => idOf('-u', name);
const gidOf = (name: string) => idOf('-g', name);

/** The processes whose parent is `pid` (the postmaster's backends and helpers). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // /proc/<pid>/stat: "pid (name) state ppid ..."; the name may hold spaces, not ')'.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // gone meanwhile
      }
    })
    .map(Number);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A killed process stays a zombie until its parent reaps it: count it as gone.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** A port nobody listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

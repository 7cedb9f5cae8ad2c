import pg from 'pg';

// node-postgres takes one host. A PostgreSQL primary with standbys is named as libpq names it, several hosts
// and `target_session_attrs=read-write` (postgres://user@db1:5432,db2:5432/haat?target_session_attrs=read-write),
// and the connections follow whichever of them is the primary now (docs/decisions/043-following-the-primary.md).

export interface DatabaseHost {
  host: string;
  port: number;
  /** The URL with this host alone. */
  url: string;
}

export interface DatabaseTarget {
  /** The URL node-postgres reads user, password, database and options from: the first host, one host. */
  connectionUrl: string;
  /** Every host named, in order; more than one means: connect to the primary among them. */
  hosts: DatabaseHost[];
}

const TARGET_SESSION_ATTRS = 'target_session_attrs';
/** What a multi-host URL may ask for: writes go to the primary, so only the primary will do. */
const PRIMARY_ATTRS = new Set(['read-write', 'primary']);

/** Reads a `postgres://` URL with one host or several (`host1:port1,host2:port2`); throws what is wrong. */
export function parseDatabaseUrl(databaseUrl: string): DatabaseTarget {
  const match = /^(postgres(?:ql)?:\/\/(?:[^@/?#]*@)?)([^/?#]*)(.*)$/.exec(databaseUrl);
  if (!match) throw new Error('DATABASE_URL must be a postgres:// URL');
  const [, prefix, hostList, rest] = match as unknown as [string, string, string, string];
  const [path, query = ''] = splitOnce(rest, '?');
  const params = new URLSearchParams(query);
  const attrs = params.get(TARGET_SESSION_ATTRS);
  if (attrs !== null && !PRIMARY_ATTRS.has(attrs)) {
    throw new Error(`DATABASE_URL: ${TARGET_SESSION_ATTRS}=${attrs} is not supported; use read-write`);
  }
  const hostTexts = hostList.split(',');
  if (hostTexts.length > 1 && attrs === null) {
    throw new Error(`DATABASE_URL names several hosts: add ${TARGET_SESSION_ATTRS}=read-write`);
  }
  // node-postgres would send an unknown parameter to the server as a setting, which the server refuses.
  params.delete(TARGET_SESSION_ATTRS);
  const kept = params.toString();
  const hosts = hostTexts.map((text) => {
    const parts = /^(\[[^\]]+\]|[^:]+)(?::(\d+))?$/.exec(text);
    if (!parts) throw new Error(`DATABASE_URL: cannot read the host "${text}"`);
    const host = { host: parts[1]!.replace(/^\[|\]$/g, ''), port: Number(parts[2] ?? 5432) };
    return { ...host, url: `${prefix}${formatHost(host)}${path}${kept ? `?${kept}` : ''}` };
  });
  return { connectionUrl: hosts[0]!.url, hosts };
}

export function formatHost({ host, port }: Pick<DatabaseHost, 'host' | 'port'>): string {
  return `${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at < 0 ? [text] : [text.slice(0, at), text.slice(at + 1)];
}

/**
 * What libpq's `read-write` asks of a session: a standby's is read-only, and so is a just-promoted primary's
 * while a failover tool still holds writes back (pg_auto_failover, until the old primary must have stepped
 * down), so `pg_is_in_recovery()` alone is not enough.
 */
async function acceptsWrites(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ transaction_read_only: string }>('SHOW transaction_read_only');
  return rows[0]?.transaction_read_only === 'off';
}

/** The longest a probe of one host waits to connect: a machine that is gone must not hold up the next host. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * No primary to connect to, as during a failover: SQLSTATE 08001 (could not establish a connection), so the
 * request answers 503 with Retry-After like any other database outage (database-errors.ts).
 */
function noPrimary(message: string): Error {
  return Object.assign(new Error(message), { code: '08001' });
}

type ConnectCallback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);

/**
 * A node-postgres Client class that connects to the primary among `hosts`: the one last found, else the first
 * that answers and takes writes. A connection refused, or a host that turns out not to take writes (an old
 * primary rejoined after a failover), forgets it, so the next connection looks again. With one host it is
 * node-postgres's own Client.
 */
export function primaryFollowingClient(target: DatabaseTarget): typeof pg.Client {
  if (target.hosts.length === 1) return pg.Client;
  const { hosts } = target;
  let primary: DatabaseHost | null = null;
  let looking: Promise<DatabaseHost> | null = null;

  async function isPrimary(host: DatabaseHost): Promise<boolean> {
    // By its own URL: node-postgres lets a connection string's host win over a `host` given beside it.
    const probe = new pg.Client({ connectionString: host.url, connectionTimeoutMillis: PROBE_TIMEOUT_MS });
    probe.on('error', () => {}); // a host dying under the probe fails its query below
    try {
      await probe.connect();
      return await acceptsWrites(probe);
    } catch {
      return false;
    } finally {
      await probe.end().catch(() => {});
    }
  }

  async function lookForPrimary(): Promise<DatabaseHost> {
    for (const host of hosts) if (await isPrimary(host)) return host;
    throw noPrimary(`no primary among ${hosts.map(formatHost).join(', ')}`);
  }

  /** Connections opened at once share one look. */
  function findPrimary(): Promise<DatabaseHost> {
    if (primary) return Promise.resolve(primary);
    looking ??= lookForPrimary()
      .then((found) => (primary = found))
      .finally(() => (looking = null));
    return looking;
  }

  return class PrimaryClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: ConnectCallback): void;
    override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
      const connecting = this.connectToPrimary();
      if (!callback) return connecting;
      connecting.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
    }

    private async connectToPrimary(): Promise<pg.Client> {
      const host = await findPrimary();
      this.host = host.host;
      this.port = host.port;
      try {
        await super.connect();
        // Between the look and this connection the primary may have stepped down and come back a standby.
        if (!(await acceptsWrites(this))) {
          await super.end().catch(() => {});
          throw noPrimary(`${formatHost(host)} does not take writes now`);
        }
        return this;
      } catch (error) {
        if (primary === host) primary = null;
        throw error;
      }
    }
  };
}

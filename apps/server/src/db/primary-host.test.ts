import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors.ts';
import { parseDatabaseUrl, primaryFollowingClient } from './primary-host.ts';
import pg from 'pg';

describe('parseDatabaseUrl', () => {
  it('keeps a one-host URL as it is', () => {
    const url = 'postgres://haat:secret@db.internal:6432/haat?sslmode=require&application_name=web';
    expect(parseDatabaseUrl(url)).toEqual({ connectionUrl: url, hosts: [{ host: 'db.internal', port: 6432, url }] });
  });

  it('reads several hosts, defaults the port, and leaves target_session_attrs out of what node-postgres reads', () => {
    const target = parseDatabaseUrl(
      'postgresql://haat@db1,db2:5433,[::1]:5434/haat?target_session_attrs=read-write&sslmode=require',
    );
    expect(target.hosts).toEqual([
      { host: 'db1', port: 5432, url: 'postgresql://haat@db1:5432/haat?sslmode=require' },
      { host: 'db2', port: 5433, url: 'postgresql://haat@db2:5433/haat?sslmode=require' },
      { host: '::1', port: 5434, url: 'postgresql://haat@[::1]:5434/haat?sslmode=require' },
    ]);
    expect(target.connectionUrl).toBe(target.hosts[0]!.url);
  });

  it('refuses several hosts without target_session_attrs, and any other attribute than a writable one', () => {
    expect(() => parseDatabaseUrl('postgres://db1,db2/haat')).toThrow(/target_session_attrs=read-write/);
    expect(() => parseDatabaseUrl('postgres://db1,db2/haat?target_session_attrs=read-only')).toThrow(
      /read-only is not supported/,
    );
    expect(parseDatabaseUrl('postgres://db1,db2/haat?target_session_attrs=primary').hosts).toHaveLength(2);
    expect(() => parseDatabaseUrl('mysql://db1/haat')).toThrow(/postgres:\/\//);
    expect(() => parseDatabaseUrl('postgres://db1:port/haat')).toThrow(/cannot read the host/);
  });
});

describe('primaryFollowingClient', () => {
  it("is node-postgres's own Client for one host", () => {
    expect(primaryFollowingClient(parseDatabaseUrl('postgres://db1/haat'))).toBe(pg.Client);
  });

  it('with no host answering, fails as the database being unavailable (a 503), not as a bug', async () => {
    const Client = primaryFollowingClient(
      parseDatabaseUrl('postgres://postgres@127.0.0.1:1,127.0.0.1:2/postgres?target_session_attrs=read-write'),
    );
    const client = new Client({ connectionString: 'postgres://postgres@127.0.0.1:1/postgres' });
    const error = await client.connect().then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('no primary among 127.0.0.1:1, 127.0.0.1:2');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

describe('isDatabaseUnavailable', () => {
  it('takes a write refused as read-only for a failover under way, and a bad statement for a bug', () => {
    const readOnly = Object.assign(new Error('cannot execute INSERT in a read-only transaction'), { code: '25006' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: readOnly }))).toBe(true);
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect(isDatabaseUnavailable(syntax)).toBe(false);
  });
});

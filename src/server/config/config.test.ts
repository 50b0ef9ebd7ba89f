import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dataDir: './data' });
    expect(config.seed).toBe('demo');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.validateResponses).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('keeps uploads in the database on PostgreSQL and in a folder on PGlite, unless FILE_STORE says', () => {
    const postgres = 'postgres://postgres@127.0.0.1:5432/test';
    expect(loadConfig({}).fileStore).toBe('folder');
    expect(loadConfig({ DATABASE_URL: postgres }).fileStore).toBe('database');
    expect(loadConfig({ DATABASE_URL: postgres, FILE_STORE: 'folder' }).fileStore).toBe('folder');
    expect(loadConfig({ FILE_STORE: 'database' }).fileStore).toBe('database');
    expect(() => loadConfig({ FILE_STORE: 's3' })).toThrow(/FILE_STORE/);
  });

  it('runs the orphan sweep hourly unless ORPHAN_SWEEP_SECONDS says otherwise', () => {
    expect(loadConfig({}).orphanSweepSeconds).toBe(3600);
    expect(loadConfig({ ORPHAN_SWEEP_SECONDS: '5' }).orphanSweepSeconds).toBe(5);
    expect(() => loadConfig({ ORPHAN_SWEEP_SECONDS: '0' })).toThrow(/ORPHAN_SWEEP_SECONDS/);
  });

  it('runs the daily reminders unless REMINDERS=off, and not under NODE_ENV=test unless REMINDERS=on', () => {
    expect(loadConfig({}).reminders).toBe(true);
    expect(loadConfig({ REMINDERS: 'off' }).reminders).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).reminders).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', REMINDERS: 'on' }).reminders).toBe(true);
    expect(() => loadConfig({ REMINDERS: 'maybe' })).toThrow(/REMINDERS/);
  });

  it('caps a project points adjustment at PROJECT_ADJUSTMENT_LIMIT, 1000 unless set, never past the API bound', () => {
    expect(loadConfig({}).projectAdjustmentLimit).toBe(1000);
    expect(loadConfig({ PROJECT_ADJUSTMENT_LIMIT: '50' }).projectAdjustmentLimit).toBe(50);
    expect(loadConfig({ PROJECT_ADJUSTMENT_LIMIT: '100000' }).projectAdjustmentLimit).toBe(100_000);
    expect(loadConfig({ PROJECT_ADJUSTMENT_LIMIT: '' }).projectAdjustmentLimit).toBe(1000);
    const refused = [
      ['0', 'must be a positive number of points'],
      ['-5', 'must be a positive number of points'],
      ['lots', 'must be a number of points'],
      ['100001', "must be at most 100000 (the API's bound)"],
    ] as const;
    for (const [value, message] of refused) {
      const read = () => loadConfig({ PROJECT_ADJUSTMENT_LIMIT: value });
      expect(read, value).toThrow(ConfigError);
      expect(read, value).toThrow(`PROJECT_ADJUSTMENT_LIMIT: ${message}`);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SEED: '' }).port).toBe(3000);
  });

  it('reads PORT, DATA_DIR and SEED=none', () => {
    const config = loadConfig({ PORT: '4100', DATA_DIR: '/tmp/x', SEED: 'none' });
    expect(config.port).toBe(4100);
    expect(config.database).toEqual({ dataDir: '/tmp/x' });
    expect(config.seed).toBe('none');
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('names every bad variable in one clear message', () => {
    const read = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED: 'all' });
    expect(read).toThrow(ConfigError);
    expect(read).toThrow(/PORT/);
    expect(read).toThrow(/DATABASE_URL: must be a postgres/);
    expect(read).toThrow(/SEED/);
  });

  it('loads no demo district in production unless SEED=demo is set', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seed: 'none', demoSeedWithheld: true });
    expect(loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toMatchObject({
      seed: 'demo',
      demoSeedWithheld: false,
    });
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ seed: 'demo', demoSeedWithheld: false });
  });

  it("takes TRUST_PROXY as the proxies' addresses, never plain true nor a hop count", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY: must be false or the addresses/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be false or the addresses/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/not 10\.0\.0\.0\/99/);
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.org' })).toThrow(ConfigError);
  });

  it('requires the gateway token with a gateway URL', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.org/send' })).toThrow(
      /SMS_GATEWAY_TOKEN/,
    );
  });

  it('turns off response validation in production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).validateResponses).toBe(false);
  });
});

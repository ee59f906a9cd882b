import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner.ts';
import { testConfig } from './test/harness.ts';

describe('the start banner', () => {
  it('names the address to open, the data directory, and that the database is new', () => {
    const config = testConfig({
      DATA_DIR: '/srv/upsolve-data',
      PUBLIC_URL: 'http://localhost:3000',
    });
    const banner = startBanner(config, { createdNow: true, empty: true });
    expect(banner).toContain('Upsolve is running: open http://localhost:3000');
    expect(banner).toContain('Database:   embedded, in /srv/upsolve-data (created just now)');
    expect(banner).toContain('stop the server, then `npm run seed`');
  });

  it('says an existing database is reused', () => {
    const banner = startBanner(testConfig({ DATA_DIR: '/srv/upsolve-data' }), {
      createdNow: false,
      empty: true,
    });
    expect(banner).toContain('embedded, in /srv/upsolve-data (existing)');
  });

  it('names PostgreSQL by host and database, never by password', () => {
    const config = testConfig({ DATABASE_URL: 'postgres://app:s3cret@db.example:5432/upsolve' });
    const banner = startBanner(config, { createdNow: true, empty: true });
    expect(banner).toContain('PostgreSQL at db.example:5432/upsolve (tables created just now)');
    expect(banner).not.toContain('s3cret');
    expect(banner).toContain('`npm run seed` with the same DATABASE_URL');
  });

  it('suggests demo data only while the database holds no account', () => {
    const config = testConfig({ DATA_DIR: '/srv/upsolve-data' });
    expect(startBanner(config, { createdNow: false, empty: true })).toContain('Demo data:');
    expect(startBanner(config, { createdNow: false, empty: false })).not.toContain('Demo data:');
  });
});

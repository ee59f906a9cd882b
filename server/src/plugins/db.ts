import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Database;
    /** The parsed configuration the app was built with. */
    config: Config;
    /** True when this start created the database (a new data directory or an empty PostgreSQL). */
    databaseCreatedNow: boolean;
    /** The embedded database has no autovacuum: housekeeping vacuums and analyzes it. */
    databaseKind: DatabaseKind;
    /** Statements waiting for a database connection now (work that can wait asks first). */
    databaseWaiting: () => number;
  }
}

export interface DbPluginOptions {
  config: Config;
  db: Database;
  /** Closes the database when the app closes; absent when the caller owns the database. */
  close?: () => Promise<void>;
  createdNow: boolean;
  kind: DatabaseKind;
  waiting: () => number;
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('databaseCreatedNow', options.createdNow);
    app.decorate('databaseKind', options.kind);
    app.decorate('databaseWaiting', options.waiting);
    const { close } = options;
    if (close !== undefined) app.addHook('onClose', async () => close());
  },
  { name: 'upsolve-db' },
);

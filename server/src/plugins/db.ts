import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database (PGlite or PostgreSQL). */
    db: Database;
    /** The parsed configuration the app was built with. */
    config: Config;
    /** True when this start created the database (a new data directory or an empty PostgreSQL). */
    databaseCreatedNow: boolean;
  }
}

export interface DbPluginOptions {
  config: Config;
  db: Database;
  /** Closes the database when the app closes; absent when the caller owns the database. */
  close?: () => Promise<void>;
  createdNow: boolean;
}

export const dbPlugin = fp(
  async (app: FastifyInstance, options: DbPluginOptions) => {
    app.decorate('config', options.config);
    app.decorate('db', options.db);
    app.decorate('databaseCreatedNow', options.createdNow);
    const { close } = options;
    if (close !== undefined) app.addHook('onClose', async () => close());
  },
  { name: 'upsolve-db' },
);

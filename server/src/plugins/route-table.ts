import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';

/** One route as it was registered: its method, its URL with `:params`, and its schemas. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route of the app with its schemas, in registration order. Fastify keeps a route's
     * options to itself once registered; suites that must cover every route (bad input, the
     * permission matrix) read them here, so a new route is covered without being listed.
     */
    routeTable: readonly RouteEntry[];
  }
}

/** Records each route as it registers: this plugin comes before any route. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) table.push({ method, url: route.url, schema: route.schema });
    });
  },
  { name: 'upsolve-route-table' },
);

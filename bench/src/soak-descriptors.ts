import path from 'node:path';

/**
 * The server's open descriptors by kind, from the targets of /proc/<pid>/fd. The embedded database
 * runs inside the server, so its data files are among them: PostgreSQL opens a relation's file the
 * first time it reads it (a table, an index, their free-space and visibility maps) and keeps it
 * open, so their number climbs for as long as the traffic and the maintenance job reach relations
 * not read before, up to the relation files there are (docs/performance.md, "Soak"). That climb is
 * bounded; a leak shows instead as one file open twice, a deleted file still held, or sockets,
 * pipes and event descriptors piling up.
 */
export interface DescriptorCounts {
  total: number;
  /** TCP and Unix sockets: the listeners, the load's connections, Socket.IO's, the admin socket. */
  sockets: number;
  /** Files of the embedded database (under its directory). */
  databaseFiles: number;
  /** Database files open more than once (each extra descriptor counts) or deleted yet held. */
  databaseFilesTwiceOrDeleted: number;
  /** Everything else: pipes, eventfd and epoll descriptors, /dev/null, other files. */
  other: number;
}

const deletedSuffix = ' (deleted)';

export function countDescriptors(
  targets: readonly string[],
  databaseDir: string,
): DescriptorCounts {
  const databasePrefix = `${path.resolve(databaseDir)}${path.sep}`;
  const seen = new Set<string>();
  const counts: DescriptorCounts = {
    total: targets.length,
    sockets: 0,
    databaseFiles: 0,
    databaseFilesTwiceOrDeleted: 0,
    other: 0,
  };
  for (const target of targets) {
    if (target.startsWith('socket:')) {
      counts.sockets += 1;
      continue;
    }
    if (!target.startsWith(databasePrefix)) {
      counts.other += 1;
      continue;
    }
    counts.databaseFiles += 1;
    if (target.endsWith(deletedSuffix) || seen.has(target)) counts.databaseFilesTwiceOrDeleted += 1;
    seen.add(target);
  }
  return counts;
}

import { describe, expect, it } from 'vitest';
import { startEnvironment } from '../builds.mjs';

// `npm start` tunes glibc's allocator (docs/performance.md, "Memory of the
// embedded database"): an idle server holds 30-70 MiB less.
describe('the environment npm start runs the server in', () => {
  it('adds the allocator setting and keeps every variable it was given', () => {
    const environment = startEnvironment({ PORT: '3001', DATA_DIR: '/srv/upsolve' });
    expect(environment).toEqual({
      PORT: '3001',
      DATA_DIR: '/srv/upsolve',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=786432:glibc.malloc.trim_threshold=1048576',
    });
  });

  it("appends it to the operator's own tunables", () => {
    const environment = startEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' });
    expect(environment.GLIBC_TUNABLES).toBe(
      'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=786432:glibc.malloc.trim_threshold=1048576',
    );
  });

  it('keeps a threshold the operator set', () => {
    const environment = startEnvironment({ GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=65536' });
    expect(environment.GLIBC_TUNABLES).toBe('glibc.malloc.mmap_threshold=65536');
  });
});

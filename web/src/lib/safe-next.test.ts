import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPathFor } from './safe-next.ts';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeNextPath('/problem/42/solutions?sort=new#top')).toBe(
      '/problem/42/solutions?sort=new#top',
    );
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    ' /dashboard',
    'javascript:alert(1)',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example/path?x=1',
    '/a/../..//evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('signInPathFor', () => {
  it('carries the page in ?next=', () => {
    expect(signInPathFor('/messages?with=petr')).toBe('/signin?next=%2Fmessages%3Fwith%3Dpetr');
  });

  it('leaves out a next of the home page', () => {
    expect(signInPathFor('/')).toBe('/signin');
  });
});

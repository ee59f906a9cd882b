import { describe, expect, it } from 'vitest';
import { plainViewer } from './roles.ts';
import {
  canEditLink,
  linkInputSchema,
  linkKey,
  linkOrderSchema,
  linkRenameSchema,
} from './links.ts';

const alice = '11111111-1111-4111-8111-111111111111';
const bob = '22222222-2222-4222-8222-222222222222';

const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

describe('linkInputSchema', () => {
  it('takes a name and an http(s) URL, trimmed', () => {
    expect(
      linkInputSchema.parse({ name: '  Graphs  ', link: ' https://cp-algorithms.com/graph ' }),
    ).toEqual({ name: 'Graphs', link: 'https://cp-algorithms.com/graph' });
    expect(linkInputSchema.safeParse({ name: 'x', link: 'http://usaco.guide' }).success).toBe(true);
  });

  it('names the field: a missing, blank or multi-line name, a URL that is not http(s)', () => {
    expect(fieldsOf(linkInputSchema.safeParse({ link: 'https://a.com' }))).toEqual({
      name: 'Link name is required',
    });
    expect(
      fieldsOf(linkInputSchema.safeParse({ name: ' \u200b ', link: 'https://a.com' })),
    ).toEqual({ name: 'Link name is required' });
    expect(fieldsOf(linkInputSchema.safeParse({ name: 'a\nb', link: 'https://a.com' }))).toEqual({
      name: 'Link name must be one line',
    });
    expect(
      fieldsOf(linkInputSchema.safeParse({ name: 'x'.repeat(101), link: 'https://a.com' })),
    ).toEqual({ name: 'Link name must be at most 100 characters' });
    for (const link of [
      'javascript:alert(1)',
      'ftp://a.com/x',
      'a.com',
      'https://',
      'file:///etc',
    ]) {
      expect(fieldsOf(linkInputSchema.safeParse({ name: 'x', link })), link).toEqual({
        link: 'URL must be a valid http(s) URL',
      });
    }
    expect(fieldsOf(linkInputSchema.safeParse({ name: 'x', link: '' }))).toEqual({
      link: 'URL is required',
    });
  });
});

describe('linkRenameSchema and linkOrderSchema', () => {
  it('renames with a name alone, and orders by a list of ids', () => {
    expect(linkRenameSchema.parse({ name: ' DP ' })).toEqual({ name: 'DP' });
    expect(fieldsOf(linkRenameSchema.safeParse({}))).toEqual({ name: 'Link name is required' });
    expect(linkOrderSchema.parse({ ids: [alice.toUpperCase()] })).toEqual({ ids: [alice] });
    expect(fieldsOf(linkOrderSchema.safeParse({ ids: 'x' }))).toEqual({
      ids: 'Order must list each of your links exactly once',
    });
  });
});

describe('linkKey', () => {
  it('sees one page in the spellings a user would call the same', () => {
    const same = [
      'https://codeforces.com/problemset',
      'https://Codeforces.COM/problemset/',
      'HTTPS://codeforces.com:443/problemset//',
    ];
    expect(new Set(same.map(linkKey)).size).toBe(1);
    expect(linkKey('https://a.com')).toBe(linkKey('https://a.com/'));
  });

  it('keeps what names a different page: the path, the query, the fragment, the scheme', () => {
    const different = [
      'https://a.com/x',
      'https://a.com/X',
      'https://a.com/x?page=2',
      'https://a.com/x#/b',
      'http://a.com/x',
    ];
    expect(new Set(different.map(linkKey)).size).toBe(different.length);
  });
});

describe('links', () => {
  it('lets only the owner edit a link', () => {
    expect(canEditLink(plainViewer(alice), { ownerId: alice })).toBe(true);
    expect(canEditLink(plainViewer(bob), { ownerId: alice })).toBe(false);
  });
});

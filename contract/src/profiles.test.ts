import { describe, expect, it } from 'vitest';
import { plainViewer } from './roles.ts';
import { canEditProfile, profileUpdateSchema } from './profiles.ts';

const pathsOf = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.'));

describe('profileUpdateSchema', () => {
  it('takes no required field, and leaves what is left out undefined (kept by the server)', () => {
    expect(profileUpdateSchema.parse({})).toEqual({});
  });

  it('accepts a rating as a number or a plain decimal string, from 0', () => {
    expect(profileUpdateSchema.parse({ rating: '1500' }).rating).toBe(1500);
    expect(profileUpdateSchema.parse({ rating: 0 }).rating).toBe(0);
    expect(profileUpdateSchema.parse({ rating: null }).rating).toBeNull();
    for (const rating of [-1, '-1', 'abc', '', ' ', true, '1e3', 2.5]) {
      expect(pathsOf(profileUpdateSchema.safeParse({ rating }))).toEqual(['rating']);
    }
  });

  it('drops blank list entries and keeps the first spelling of a skill', () => {
    const parsed = profileUpdateSchema.parse({
      skills: ['Graphs', '', '  ', 'graphs', 'DP'],
      projectslinks: ['', 'https://github.com/a/b'],
    });
    expect(parsed.skills).toEqual(['Graphs', 'DP']);
    expect(parsed.projectslinks).toEqual(['https://github.com/a/b']);
  });

  it('names a link that is not an http(s) URL, by its place in the list', () => {
    expect(pathsOf(profileUpdateSchema.safeParse({ gitHub: 'javascript:alert(1)' }))).toEqual([
      'gitHub',
    ]);
    expect(
      pathsOf(profileUpdateSchema.safeParse({ projectslinks: ['https://a.dev', 'ftp://x.org'] })),
    ).toEqual(['projectslinks.1']);
  });

  it('refuses more than 50 skills or links, control characters and invisible-only text', () => {
    const many = Array.from({ length: 51 }, (_, index) => `skill${index}`);
    expect(pathsOf(profileUpdateSchema.safeParse({ skills: many }))).toEqual(['skills']);
    expect(pathsOf(profileUpdateSchema.safeParse({ location: 'Oslo\u0000' }))).toEqual([
      'location',
    ]);
    expect(pathsOf(profileUpdateSchema.safeParse({ bio: '\u200b\u200d' }))).toEqual(['bio']);
  });
});

describe('canEditProfile', () => {
  it('lets only the owner edit a profile', () => {
    expect(canEditProfile(plainViewer('a'), 'a')).toBe(true);
    expect(canEditProfile(plainViewer('b'), 'a')).toBe(false);
  });
});

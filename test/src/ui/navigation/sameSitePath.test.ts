import { sameSitePath } from '@/ui/navigation/sameSitePath';

describe('a path the app is asked to go to (intented, a server redirect)', () => {
  it.each(['/bonuses', '/games/search?q=dragon', '/v1/profile', '/r/ABC123#top'])(
    'follows the same-site path %s',
    (path) => {
      expect(sameSitePath(path)).toBe(path);
    },
  );

  it.each([
    null,
    '',
    'bonuses',
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil',
    '/ok//evil.example',
    '/\tevil',
    ' /bonuses',
    '/javascript:alert(1)',
  ])('refuses %p and goes to the fallback', (value) => {
    const result = sameSitePath(value);
    // '/%5Cevil' is a harmless path once the browser keeps it encoded; all others must fall back.
    if (value === '/%5Cevil') expect(result).toBe('/%5Cevil');
    else expect(result).toBe('/');
  });

  it('goes to the given fallback when there is nothing to follow', () => {
    expect(sameSitePath(undefined, '/v1')).toBe('/v1');
    expect(sameSitePath('https://evil.example', '/v1')).toBe('/v1');
  });
});

import { generationOf, homeOf, isV1Path } from '@/ui/navigation/generation';

describe('which generation a page belongs to', () => {
  it('counts /v1 itself and every path below it as the compact generation', () => {
    expect(isV1Path('/v1')).toBe(true);
    expect(isV1Path('/v1/')).toBe(true);
    expect(isV1Path('/v1/games/tagged/slots')).toBe(true);
    expect(generationOf('/v1')).toBe('/v1');
    expect(generationOf('/v1/deposit')).toBe('/v1');
  });

  it('counts every other path, lookalikes included, as the desktop generation', () => {
    for (const path of ['/', '/games', '/v10', '/v1x/deposit', '/promotions/v1', '']) {
      expect(isV1Path(path)).toBe(false);
      expect(generationOf(path)).toBe('');
    }
  });

  it('names the home page of each generation', () => {
    expect(homeOf('')).toBe('/');
    expect(homeOf('/v1')).toBe('/v1');
  });
});

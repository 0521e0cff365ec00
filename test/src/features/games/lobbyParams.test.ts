/** @jest-environment node */
import { filtersFromUrl, withParam } from '@/features/games/lobbyParams';

test('filters come from the URL; the path of a provider/tag page wins over the query', () => {
  expect(filtersFromUrl(new URLSearchParams('q=%20book%20&provider=a&tag=b&sort=new'))).toEqual({
    search: 'book',
    provider: 'a',
    tag: 'b',
    sort: 'new',
  });
  expect(filtersFromUrl(new URLSearchParams('provider=a&sort=bogus'), { provider: 'z' })).toEqual({
    provider: 'z',
    sort: 'popular',
  });
});

test('a default or empty value is removed from the URL', () => {
  const params = new URLSearchParams('sort=new&q=x');
  expect(withParam(params, 'sort', 'popular', 'popular').toString()).toBe('q=x');
  expect(withParam(params, 'q', '').toString()).toBe('sort=new');
  expect(withParam(params, 'provider', 'a').toString()).toBe('sort=new&q=x&provider=a');
});

test('a jackpot filter is read when it is an id, and left out otherwise', () => {
  expect(filtersFromUrl(new URLSearchParams('jackpot=4&tag=b'))).toEqual({ tag: 'b', jackpot: 4, sort: 'popular' });
  expect(filtersFromUrl(new URLSearchParams('jackpot=abc'))).toEqual({ sort: 'popular' });
  expect(filtersFromUrl(new URLSearchParams('jackpot=0'))).toEqual({ sort: 'popular' });
});

import { describe, expect, it } from 'vitest';
import {
  ARTICLE_PAGE_SIZES,
  DEFAULT_PAGE_SIZE,
  nextSort,
  pageRange,
  parseListQuery,
  withFilter,
  writeListQuery,
  type FilterSpec,
} from '../../../src/shared/rules/list-query';

const AUTHOR_FILTERS: FilterSpec = {
  query: 'text',
  publicationPeriodicalFilter: 'ids',
  publicationDateFilter: 'dateRange',
  cityFilter: 'strings',
  countryFilter: 'strings',
  withImageFilter: 'boolean',
  imageFilter: 'integers',
};

describe('filters in the URL', () => {
  it('parses comma arrays, triple-pipe string arrays, integer lists, booleans and date ranges', () => {
    const params = new URLSearchParams(
      'query=dupont&publicationPeriodicalFilter=BJS,DEF&cityFilter=Paris, 8e|||Lyon&countryFilter=FRANCE&withImageFilter=true&imageFilter=12,x,7&publicationDateFilter=2020-01-01,2021-06-30&page=2&size=50&sort=NAME,ASC',
    );
    expect(parseListQuery(AUTHOR_FILTERS, params)).toEqual({
      filters: {
        query: 'dupont',
        publicationPeriodicalFilter: ['BJS', 'DEF'],
        publicationDateFilter: { start: '2020-01-01', end: '2021-06-30' },
        cityFilter: ['Paris, 8e', 'Lyon'],
        countryFilter: ['FRANCE'],
        withImageFilter: true,
        imageFilter: [12, 7],
      },
      page: 2,
      size: 50,
      sort: { attr: 'NAME', order: 'ASC' },
    });
  });

  it('writes them back the same way, both ways', () => {
    const url = 'query=dupont&publicationPeriodicalFilter=BJS%2CDEF&cityFilter=Paris%2C+8e%7C%7C%7CLyon&page=1&sort=UPDATE%2CDESC';
    const query = parseListQuery(AUTHOR_FILTERS, new URLSearchParams(url));
    expect(writeListQuery(AUTHOR_FILTERS, query).toString()).toBe(url);
  });

  it('falls back to page 0, size 20 and no sort on nonsense', () => {
    const query = parseListQuery(AUTHOR_FILTERS, new URLSearchParams('page=-3&size=17&sort=NAME,UP'));
    expect(query).toMatchObject({ page: 0, size: DEFAULT_PAGE_SIZE, sort: null });
  });

  it('accepts 100 rows only where the list offers it (articles)', () => {
    expect(parseListQuery({}, new URLSearchParams('size=100')).size).toBe(20);
    expect(parseListQuery({}, new URLSearchParams('size=100'), { pageSizes: ARTICLE_PAGE_SIZES }).size).toBe(100);
  });

  it('resets the page when a filter changes, and keeps parameters it does not own', () => {
    const query = parseListQuery(AUTHOR_FILTERS, new URLSearchParams('page=4&query=a'));
    const changed = withFilter(query, 'cityFilter', ['Nantes']);
    expect(changed.page).toBe(0);
    expect(writeListQuery(AUTHOR_FILTERS, changed, new URLSearchParams('grid=true&page=4')).toString()).toBe('grid=true&query=a&cityFilter=Nantes');
  });

  it('drops empty filters from the URL', () => {
    const query = withFilter(parseListQuery(AUTHOR_FILTERS, new URLSearchParams('query=a')), 'query', '');
    expect(writeListQuery(AUTHOR_FILTERS, query).toString()).toBe('');
  });
});

describe('sort cycles', () => {
  it('cycles none, ascending, descending, none for id and name', () => {
    const a = nextSort(null, 'NAME');
    expect(a).toEqual({ attr: 'NAME', order: 'ASC' });
    const b = nextSort(a, 'NAME');
    expect(b).toEqual({ attr: 'NAME', order: 'DESC' });
    expect(nextSort(b, 'NAME')).toBeNull();
  });

  it('starts the update column descending', () => {
    const a = nextSort(null, 'UPDATE');
    expect(a).toEqual({ attr: 'UPDATE', order: 'DESC' });
    expect(nextSort(a, 'UPDATE')).toEqual({ attr: 'UPDATE', order: 'ASC' });
    expect(nextSort({ attr: 'UPDATE', order: 'ASC' }, 'UPDATE')).toBeNull();
  });

  it('starts over on another column', () => {
    expect(nextSort({ attr: 'NAME', order: 'DESC' }, 'ID')).toEqual({ attr: 'ID', order: 'ASC' });
  });
});

describe('pager', () => {
  it('reads "x-y sur n"', () => {
    expect(pageRange(0, 20, 45)).toEqual({ from: 1, to: 20, total: 45 });
    expect(pageRange(2, 20, 45)).toEqual({ from: 41, to: 45, total: 45 });
    expect(pageRange(0, 20, 0)).toEqual({ from: 0, to: 0, total: 0 });
  });
});

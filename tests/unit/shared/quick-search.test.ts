import { describe, expect, it } from 'vitest';
import { freeQueryPath, proposalPath, proposalTypesFor, publicationPath, searchScope } from '../../../src/shared/rules/quick-search';

describe('quick search navigation (spec 1 §2)', () => {
  it('scopes a free search to the current section, else articles', () => {
    expect(searchScope('image')).toBe('image');
    expect(searchScope(null)).toBe('article');
    expect(freeQueryPath('author', ' droit social ')).toBe('/auteurs?query=droit+social');
    expect(proposalPath({ type: 'QUERY', id: 'q', label: 'bail' }, ['VIEWER'], 'ad')).toBe('/publicites?query=bail');
  });

  it('leads an author to the author page', () => {
    expect(proposalPath({ type: 'AUTHOR', id: 12, label: 'Jean Dupont' }, [], 'article')).toBe('/auteurs/12');
  });

  it('leads an image of the author collection to its author, other images to the image page', () => {
    expect(proposalPath({ type: 'IMAGE', id: 5, label: 'portrait', collection: 'AUTHOR', authorId: 12 }, [], 'article')).toBe('/auteurs/12');
    expect(proposalPath({ type: 'IMAGE', id: 5, label: 'schéma', collection: 'ILLUSTRATION' }, [], 'article')).toBe('/images/5');
  });

  it('leads ads, articles and bundles to their pages', () => {
    expect(proposalPath({ type: 'AD', id: 3, label: 'Pub' }, [], 'article')).toBe('/publicites/3');
    expect(proposalPath({ type: 'ARTICLE', id: 40, label: 'Titre' }, [], 'article')).toBe('/articles/40');
    expect(proposalPath({ type: 'BUNDLE', id: 41, label: 'Lot' }, [], 'article')).toBe('/lots/41');
  });

  it('leads a publication to its organise page for admin, articles admin or manager when the label starts with a code', () => {
    const publication = { type: 'PUBLICATION' as const, id: 'BJS_2024_3', label: 'BJS_2024_3 Bulletin Joly Sociétés' };
    expect(proposalPath(publication, ['ADMIN'], 'article')).toBe('/publications/BJS_2024_3/organiser');
    expect(proposalPath(publication, ['MANAGER_BJS'], 'article')).toBe('/publications/BJS_2024_3/organiser');
    expect(proposalPath(publication, ['ADMIN_ARTICLES'], 'article')).toBe('/publications/BJS_2024_3/organiser');
  });

  it('leads a publication to the filtered list otherwise', () => {
    const publication = { type: 'PUBLICATION' as const, id: 'BJS_2024_3', label: 'BJS_2024_3 Bulletin Joly Sociétés' };
    expect(proposalPath(publication, ['ADMIN_IMAGES'], 'article')).toBe('/publications?publicationFilter=BJS_2024_3+Bulletin+Joly+Soci%C3%A9t%C3%A9s');
    expect(proposalPath({ ...publication, label: 'Numéro spécial' }, ['ADMIN'], 'article')).toBe('/publications?publicationFilter=Num%C3%A9ro+sp%C3%A9cial');
  });

  it('a manager, who may not open the publication list, reaches a publication by its organise page, else its articles', () => {
    expect(publicationPath(['MANAGER_BJS'], { id: 3, label: 'BJS_2024_3' })).toBe('/publications/3/organiser');
    expect(publicationPath(['MANAGER_BJS'], { id: 3, label: 'Numéro spécial' })).toBe('/articles?publicationFilter=Num%C3%A9ro+sp%C3%A9cial');
    // Neither the three roles nor the list: nowhere to go.
    expect(publicationPath(['PRODUCER_BJS'], { id: 3, label: 'BJS_2024_3' })).toBeNull();
    expect(publicationPath(['VIEWER'], { id: 3, label: 'BJS_2024_3' })).toBeNull();
  });
});

describe('proposal types a user may be shown (spec 2 §6 page access)', () => {
  it('keeps article and bundle titles from those who may not open the article list', () => {
    expect(proposalTypesFor(['VIEWER'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD']);
    expect(proposalTypesFor(['KYRIELLE'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD']);
    expect(proposalTypesFor(['ADMIN_IMAGES', 'ADMIN_ADS'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD', 'PUBLICATION']);
    // A manager opens a publication by its organise page (spec 1 §2): proposed, though the list is not theirs.
    expect(proposalTypesFor(['MANAGER_BJS', 'EDITOR_GDP'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD', 'PUBLICATION', 'ARTICLE', 'BUNDLE']);
    expect(proposalTypesFor(['PRODUCER_BJS'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD', 'ARTICLE', 'BUNDLE']);
    expect(proposalTypesFor(['ADMIN'])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD', 'PUBLICATION', 'ARTICLE', 'BUNDLE']);
    expect(proposalTypesFor([])).toEqual(['QUERY', 'AUTHOR', 'IMAGE', 'AD']);
  });
});

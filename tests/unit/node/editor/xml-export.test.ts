import { describe, expect, it } from 'vitest';
import { exportXml, withRootAttribute } from '../../../../src/server/editor/xml-export';

/** The XML handed out carries its periodical on the root (issue 22), the rest byte for byte. */
describe('withRootAttribute', () => {
  it('adds the attribute after the others, past the declaration and comments', () => {
    const xml = '\uFEFF<?xml version="1.0"?>\n<!-- <article> en commentaire -->\n<article id="12" type="FOCUS">\n<titre>a > b</titre></article>\n';
    expect(withRootAttribute(xml, 'revue', 'BJS')).toBe('\uFEFF<?xml version="1.0"?>\n<!-- <article> en commentaire -->\n<article id="12" type="FOCUS" revue="BJS">\n<titre>a > b</titre></article>\n');
  });

  it('replaces a value already there, quoted either way, and keeps an attribute that only ends with the name', () => {
    expect(withRootAttribute(`<lot id="3" revue='DEF' sousrevue="x">x</lot>`, 'revue', 'BJS')).toBe('<lot id="3" sousrevue="x" revue="BJS">x</lot>');
    expect(withRootAttribute('<article\n  revue = "DEF"/>', 'revue', 'BJS')).toBe('<article revue="BJS"/>');
  });

  it('leaves what is not a start tag as it is', () => {
    expect(withRootAttribute('texte', 'revue', 'BJS')).toBe('texte');
  });
});

describe('exportXml', () => {
  it('hands out the stored body, else the initial document, with its periodical', () => {
    const row = { id: 7, type: 'BUNDLE' as const, article_type: 'FOLDER', title: 'Le <i>dossier</i>', periodical_id: 'GDP' };
    expect(exportXml({ ...row, content_xml: null })).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<lot id="7" type="FOLDER" revue="GDP">\n {2}<titre>Le dossier<\/titre>/);
    expect(exportXml({ ...row, content_xml: '<lot id="7"><titre>T</titre></lot>' })).toBe('<lot id="7" revue="GDP"><titre>T</titre></lot>');
  });
});

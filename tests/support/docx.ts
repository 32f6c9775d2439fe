import { strToU8, zipSync } from 'fflate';

/**
 * A minimal Word document (.docx) whose body is `bodyXml` (WordprocessingML paragraphs and tables), with the
 * styles "heading 1" and "heading 2" (Heading1, Heading2) and one hyperlink relationship (rIdLink) to
 * `link`: enough for mammoth to read headings, runs, links and tables, as Word writes them.
 */
export function docxOf(bodyXml: string, link = 'https://www.legifrance.gouv.fr/'): Uint8Array {
  const w = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '<Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/_rels/document.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rIdStyles" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>' +
        `<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${link}" TargetMode="External"/></Relationships>`,
    ),
    'word/styles.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:styles ${w}>` +
        '<w:style w:type="paragraph" w:styleId="Heading1"><w:name w:val="heading 1"/></w:style>' +
        '<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/></w:style></w:styles>',
    ),
    'word/document.xml': strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document ${w}><w:body>${bodyXml}</w:body></w:document>`),
  });
}

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Word markup helpers for the tests' documents (texts escaped). */
export const word = {
  heading: (level: 1 | 2, text: string) => `<w:p><w:pPr><w:pStyle w:val="Heading${level}"/></w:pPr><w:r><w:t>${esc(text)}</w:t></w:r></w:p>`,
  para: (...runs: string[]) => `<w:p>${runs.join('')}</w:p>`,
  run: (text: string, format: { bold?: boolean; italic?: boolean; superscript?: boolean } = {}) => {
    const props = [format.bold ? '<w:b/>' : '', format.italic ? '<w:i/>' : '', format.superscript ? '<w:vertAlign w:val="superscript"/>' : ''].join('');
    return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r>`;
  },
  link: (text: string) => `<w:hyperlink r:id="rIdLink"><w:r><w:t>${esc(text)}</w:t></w:r></w:hyperlink>`,
  table: (rows: string[][]) =>
    `<w:tbl>${rows.map((cells) => `<w:tr>${cells.map((c) => `<w:tc><w:p><w:r><w:t>${esc(c)}</w:t></w:r></w:p></w:tc>`).join('')}</w:tr>`).join('')}</w:tbl>`,
};

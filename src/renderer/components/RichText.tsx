import { useMemo } from 'react';
import DOMPurify from 'dompurify';
import { makeStyles, mergeClasses } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    // Exponents and indices (3<sup>e</sup>) must not push the line apart.
    '& sup, & sub': {
      lineHeight: 0,
    },
  },
});

/** The marks a stored rich text may show (spec 1 §5): italic, superscript, subscript, paragraphs, bold. */
const ALLOWED_TAGS = ['i', 'em', 'sup', 'sub', 'p', 'b', 'strong'];

/** A rich text made safe to render: only the allowed marks survive, no attribute at all. */
export function sanitizeForDisplay(markup: string): string {
  return DOMPurify.sanitize(markup, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}

/**
 * Renders a stored rich text (author functions, image credits and sources) with its marks, sanitised by
 * DOMPurify whatever the server sent.
 */
export function RichText({ value, as: Tag = 'span', className }: { value: string; as?: 'span' | 'div' | 'li' | 'dd'; className?: string }) {
  const styles = useStyles();
  const html = useMemo(() => sanitizeForDisplay(value), [value]);
  return <Tag className={mergeClasses(styles.root, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

import { Fragment, useMemo, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DocumentMultipleRegular, DocumentTextRegular, FolderRegular, ImageRegular, MegaphoneRegular } from '@fluentui/react-icons';
import type { TreeNode, TreeNodeKind } from '@shared/domain/plan';
import { parseNodeName, type NodeNameSegment } from '@shared/rules/renvoi';
import { isSecureWebUrl } from '@shared/rules/urls';
import { useBridge } from '../../bridge/BridgeContext';
import { RichText } from '../RichText';
import { VisuallyHidden } from '../VisuallyHidden';

const useStyles = makeStyles({
  // No width of its own: the row is as wide as the tree, never as its text (the name is cut).
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    width: 0,
    flexGrow: 1,
  },
  icon: {
    flexShrink: 0,
    fontSize: '16px',
    color: tokens.colorNeutralForeground3,
  },
  container: {
    color: tokens.colorBrandForeground1,
  },
  name: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  renvoi: {
    textDecorationLine: 'underline',
    textDecorationStyle: 'dotted',
  },
});

const ICONS: Record<TreeNodeKind, typeof FolderRegular> = {
  CONTAINER: FolderRegular,
  ARTICLE: DocumentTextRegular,
  BUNDLE: DocumentMultipleRegular,
  ADVERTISEMENT: MegaphoneRegular,
  ILLUSTRATION: ImageRegular,
};

/** The kind of a node as an icon, with its French word for screen readers. */
export function TreeKindIcon({ kind }: { kind: TreeNodeKind }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const Icon = ICONS[kind];
  return (
    <>
      <Icon aria-hidden className={mergeClasses(styles.icon, kind === 'CONTAINER' && styles.container)} />
      <VisuallyHidden>{`${t(`tree.kinds.${kind}`)} `}</VisuallyHidden>
    </>
  );
}

/** A renvoi (spec 2 §3): its text, a link opened outside the app when its target is a web address. */
function RenvoiLink({ segment }: { segment: Extract<NodeNameSegment, { kind: 'renvoi' }> }) {
  const { t } = useTranslation();
  const bridge = useBridge();
  const styles = useStyles();
  const { refid, text } = segment.renvoi;
  const title = t('tree.renvoi', { target: refid });
  if (!isSecureWebUrl(refid)) {
    return (
      <span className={styles.renvoi} title={title}>
        {text}
      </span>
    );
  }
  const open = (event: MouseEvent) => {
    // A click opens the address, it does not select the row under it.
    event.preventDefault();
    event.stopPropagation();
    void bridge.invoke('app.openExternal', refid).catch(() => undefined);
  };
  return (
    <Link href={refid} title={title} onClick={open} tabIndex={-1}>
      {text}
    </Link>
  );
}

/** A node's name as the trees show it: its marks, and its renvois as links (parseNodeName). */
export function TreeNodeName({ name }: { name: string }) {
  const segments = useMemo(() => parseNodeName(name), [name]);
  return (
    <>
      {segments.map((segment, index) => (
        <Fragment key={index}>{segment.kind === 'text' ? <RichText value={segment.markup} /> : <RenvoiLink segment={segment} />}</Fragment>
      ))}
    </>
  );
}

/** The default label of a tree row: the kind icon and the name. */
export function TreeNodeLabel({ node }: { node: TreeNode }) {
  const styles = useStyles();
  return (
    <span className={styles.root}>
      <TreeKindIcon kind={node.kind} />
      <span className={styles.name}>
        <TreeNodeName name={node.name} />
      </span>
    </span>
  );
}

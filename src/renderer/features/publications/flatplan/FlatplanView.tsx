import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentPdfRegular, PrintRegular } from '@fluentui/react-icons';
import type { Tree } from '@shared/domain/plan';
import type { PublicationDetail } from '@shared/domain/publication';
import { buildFlatplan } from '@shared/rules/flatplan';
import { moveOnto, stepMove } from '@shared/rules/flatplan-moves';
import type { TreeChange } from '@shared/rules/tree-rules';
import { plainNodeName } from '@shared/rules/renvoi';
import { useAppConfig } from '../../../app/config';
import { useCoverArticle, useCoverImage } from '../shared/cover-queries';
import { useNotify } from '../../notifications/useNotify';
import { FlatplanPrint } from './FlatplanPrint';
import { FlatplanSummary } from './FlatplanSummary';
import { placardPageCountCheck } from './placard/placard-check';
import { PlacardStatus } from './placard/PlacardStatus';
import { usePlacardPages } from './placard/usePlacardPages';
import { SpreadView } from './SpreadView';
import { useFlatplanFacts } from './useFlatplanFacts';
import { useSavePdf } from './useSavePdf';
import { useUsualSize } from './useUsualSize';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  bar: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  spreads: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalXL}`, alignItems: 'flex-start', height: 'calc(100vh - 300px)', minHeight: '360px', overflowY: 'auto', alignContent: 'flex-start' },
});

export interface FlatplanViewProps {
  publication: PublicationDetail;
  /** The plan draft the tree edits too: one draft, two views. */
  tree: Tree;
  onChange(tree: Tree): void;
  readOnly: boolean;
}

/**
 * « Planches » (issue 36): the issue as spreads, its checks, moves that change the plan, print and PDF, and the
 * placard's pages beside the planned ones once the publication has one.
 */
export function FlatplanView({ publication, tree, onChange, readOnly }: FlatplanViewProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const notify = useNotify();
  const desktop = useAppConfig()?.host === 'electron';
  const { facts, sizes, loading } = useFlatplanFacts(publication.id, tree);
  const coverName = useCoverName(publication);
  const usual = useUsualSize(publication.id, publication.periodicalId);
  const flatplan = useMemo(() => buildFlatplan({ tree, facts, sizes, usualSize: usual.size }), [tree, facts, sizes, usual.size]);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [printing, setPrinting] = useState<'print' | 'pdf' | null>(null);
  const savePdf = useSavePdf(publication.name);
  const placardState = usePlacardPages(publication.id);
  const placard = placardState.status === 'ready' ? placardState.placard : undefined;
  const placardCheck = placard ? placardPageCountCheck(flatplan.used, placard.pageCount) : null;

  const apply = useCallback(
    (change: TreeChange, id: string) => {
      if (!change.allowed) {
        notify.warning(change.reason);
        return;
      }
      onChange(change.tree);
      setFocusId(id);
    },
    [notify, onChange],
  );
  const onMove = useCallback((id: string, targetId: string) => apply(moveOnto(tree, id, targetId), id), [apply, tree]);
  const onStep = useCallback((id: string, step: 1 | -1) => apply(stepMove(tree, id, step), id), [apply, tree]);
  const onPrintReady = useCallback(() => {
    if (printing === 'print') {
      window.print();
      setPrinting(null);
    } else void savePdf().finally(() => setPrinting(null));
  }, [printing, savePdf]);

  if (loading) return <Spinner label={t('publications.flatplan.loading')} />;
  return (
    <section aria-label={t('publications.flatplan.label')} className={styles.root}>
      <div className={styles.bar}>
        <FlatplanSummary
          flatplan={flatplan}
          placardCheck={placardCheck}
          periodical={publication.periodicalId}
          movable={!readOnly}
          usualSize={{ fromPeriodical: usual.fromPeriodical, onChange: (size) => void usual.set(size) }}
        />
        <div className={styles.actions}>
          <Button icon={<PrintRegular />} disabled={printing !== null} onClick={() => setPrinting('print')}>
            {t('publications.flatplan.print.print')}
          </Button>
          {desktop && (
            <Button icon={<DocumentPdfRegular />} disabled={printing !== null} onClick={() => setPrinting('pdf')}>
              {t('publications.flatplan.print.pdf')}
            </Button>
          )}
        </div>
      </div>
      <PlacardStatus state={placardState} />
      <div className={styles.spreads}>
        {flatplan.spreads.map((spread) => (
          <SpreadView
            key={spread.pages[0]?.number}
            spread={spread}
            bands={flatplan.bands}
            readOnly={readOnly}
            focusId={focusId}
            coverName={coverName}
            onMove={onMove}
            onStep={onStep}
            placard={placard}
          />
        ))}
      </div>
      {printing && (
        <FlatplanPrint flatplan={flatplan} title={publication.name} periodical={publication.periodicalId} coverName={coverName} placardCheck={placardCheck} onReady={onPrintReady} />
      )}
    </section>
  );
}

/** The cover's article title, else its image's name: what page 1 shows. */
function useCoverName(publication: PublicationDetail): string | null {
  const article = useCoverArticle(publication.articleId).data;
  const image = useCoverImage(publication.imageId).data;
  return article ? plainNodeName(article.title) : (image?.name ?? null);
}

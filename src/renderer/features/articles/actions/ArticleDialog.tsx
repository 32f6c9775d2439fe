import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormProvider, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@fluentui/react-components';
import type { ArticleRow } from '@shared/domain/article';
import {
  EMPTY_ARTICLE_FORM,
  articleFormSchema,
  offeredArticleTypes,
  toArticleInput,
  toArticlesMove,
  toBundleInput,
  toDestination,
  type ArticleFormValues,
} from '@shared/rules/article-input';
import { abilityRefusal, can } from '@shared/rules/abilities';
import { ARTICLE_ACTION_ROLES } from '@shared/rules/article-workflow';
import { hasRole } from '@shared/rules/permissions';
import { paths } from '../../../app/paths';
import { useBridge } from '../../../bridge/BridgeContext';
import { useRoles } from '../../auth/useAuth';
import { OnlineOnlyButton } from '../../connectivity/OnlineOnlyButton';
import { useNotify } from '../../notifications/useNotify';
import { usePeriodicals } from '../../periodicals/usePeriodicals';
import { articleErrorMessage } from './article-errors';
import { ArticleFormFields } from './ArticleFormFields';
import { useArticleDialogData } from './useArticleDialogData';
import { useRefreshArticles } from './useRefreshArticles';
import { FormDialog } from '../../../components/form/FormDialog';
import { useDialogSave } from '../../../components/form/useDialogSave';

export type ArticleDialogProps = { open: boolean; onClose(): void } & (
  | { mode: 'CREATE' }
  | { mode: 'MOVE' | 'COPY'; article: ArticleRow }
  | { mode: 'MOVE_MULTIPLE'; articles: readonly ArticleRow[] }
);

/** What follows a save (spec 2 §2.8): the editor of the item, closing, or a new blank create dialog. */
type Next = 'continue' | 'close' | 'another';

function initialValues(props: ArticleDialogProps): ArticleFormValues {
  if (props.mode === 'CREATE') return EMPTY_ARTICLE_FORM;
  const a = props.mode === 'MOVE_MULTIPLE' ? props.articles[0] : props.article;
  if (!a) return EMPTY_ARTICLE_FORM;
  return {
    ...EMPTY_ARTICLE_FORM,
    isBundle: a.isBundle,
    periodicalId: a.periodicalId,
    publicationId: a.publicationId === null ? '' : String(a.publicationId),
    bundleId: a.bundleId === null ? '' : String(a.bundleId),
    type: a.type,
    planNodeId: a.planNodeId ?? '',
    title: props.mode === 'MOVE_MULTIPLE' ? '' : a.title,
  };
}

/**
 * The new-article dialog in its modes CREATE, MOVE, MOVE_MULTIPLE and COPY (spec 2 §2.8, §4, §5): the shared
 * rules check it (article-input.ts); a refusal of the server (400, 403, copy and move 409) stays in the
 * dialog with the server's message (§8).
 */
export function ArticleDialog(props: ArticleDialogProps) {
  const { open, onClose, mode } = props;
  const { t } = useTranslation();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const refresh = useRefreshArticles();
  const roles = useRoles();
  const periodicals = usePeriodicals();
  const { saving, close, run, frame } = useDialogSave(onClose);
  const defaults = useMemo(() => initialValues(props), [open, mode]); // eslint-disable-line react-hooks/exhaustive-deps -- a new opening starts again

  // The plan node is required when the chosen periodical's plan has nodes (§5): known after the form is made.
  const planHasNodes = useRef(false);
  const resolver = useMemo<Resolver<ArticleFormValues>>(
    () => (values, context, options) => zodResolver(articleFormSchema({ mode, periodicalHasPlanNodes: planHasNodes.current }))(values, context, options),
    [mode],
  );
  const form = useForm<ArticleFormValues>({ defaultValues: defaults, resolver, mode: 'onTouched', shouldFocusError: true });
  const { reset, handleSubmit, control } = form;
  const [periodicalId, publicationId] = useWatch({ control, name: ['periodicalId', 'publicationId'] });
  const data = useArticleDialogData(periodicalId, publicationId, open);
  const planNodeRequired = data.rubriques.length > 0;
  useEffect(() => {
    planHasNodes.current = planNodeRequired;
  }, [planNodeRequired]);
  useEffect(() => {
    if (open) reset(defaults);
  }, [open, defaults, reset]);

  // Creating: the periodicals the user may add articles to; moving or copying: those the item may go to.
  const required = mode === 'CREATE' ? ARTICLE_ACTION_ROLES.create : mode === 'COPY' ? ARTICLE_ACTION_ROLES.copy : ARTICLE_ACTION_ROLES.move;
  const offered = (periodicals.data ?? []).filter((p) => hasRole(roles, required, p.id) || p.id === defaults.periodicalId);
  const bundlesOffered = (periodicals.data ?? []).some((p) => hasRole(roles, ARTICLE_ACTION_ROLES.bapBundle, p.id));
  // Spec 2 §6 "bundle add article" is for the smaller set: others see the bundle picker disabled, and why.
  const bundleRefusal = periodicalId !== '' && !can(roles, 'bundle.addArticle', periodicalId) ? abilityRefusal('bundle.addArticle', periodicalId) : null;

  const save = (values: ArticleFormValues, next: Next) =>
    run(async () => {
      let opened: { id: number; isBundle: boolean } | null = null;
      if (props.mode === 'CREATE') {
        const created = values.isBundle ? await bridge.invoke('bundles.create', toBundleInput(values)) : await bridge.invoke('articles.create', toArticleInput(values));
        opened = { id: created.id, isBundle: created.isBundle };
        notify.success(t('articles.actions.dialog.created', { id: created.id }));
      } else if (props.mode === 'MOVE_MULTIPLE') {
        await bridge.invoke('articles.moveMany', toArticlesMove(values, props.articles.map((a) => a.id)));
        notify.success(t('articles.actions.dialog.movedMany', { count: props.articles.length }));
      } else {
        const call = props.mode === 'MOVE' ? 'articles.move' : 'articles.copy';
        const result = await bridge.invoke(call, props.article.id, toDestination(values));
        opened = { id: result.id, isBundle: result.isBundle };
        notify.success(t(props.mode === 'MOVE' ? 'articles.actions.dialog.moved' : 'articles.actions.dialog.copied', { id: result.id }));
      }
      await refresh();
      if (next === 'another') {
        reset(EMPTY_ARTICLE_FORM);
        return;
      }
      close();
      if (next === 'continue' && opened) navigate(opened.isBundle ? paths.bundleEdit(opened.id) : paths.edit('article', opened.id));
    }, (error) => articleErrorMessage(error, t));
  const submit = (next: Next) => () => void handleSubmit((values) => save(values, next))();

  const title =
    mode === 'CREATE'
      ? t('articles.actions.dialog.titles.CREATE')
      : mode === 'MOVE_MULTIPLE'
        ? t('articles.actions.dialog.titles.MOVE_MULTIPLE', { count: props.mode === 'MOVE_MULTIPLE' ? props.articles.length : 0 })
        : t(`articles.actions.dialog.titles.${mode}`, { id: props.mode === 'MOVE' || props.mode === 'COPY' ? props.article.id : '' });

  return (
    <FormDialog
      open={open}
      title={title}
      width="wide"
      {...frame}
      failureTitle={t('articles.actions.dialog.failedTitle')}
      onSave={submit('close')}
      actions={
        <>
          <Button onClick={close} disabled={saving}>
            {t('articles.actions.dialog.cancel')}
          </Button>
          {mode !== 'MOVE_MULTIPLE' && (
            <OnlineOnlyButton onClick={submit('continue')} disabled={saving}>
              {t('articles.actions.dialog.saveContinue')}
            </OnlineOnlyButton>
          )}
          <OnlineOnlyButton appearance="primary" onClick={submit('close')} disabled={saving}>
            {t('articles.actions.dialog.saveClose')}
          </OnlineOnlyButton>
          {mode === 'CREATE' && (
            <OnlineOnlyButton onClick={submit('another')} disabled={saving}>
              {t('articles.actions.dialog.saveAnother')}
            </OnlineOnlyButton>
          )}
        </>
      }
    >
      <FormProvider {...form}>
        <form aria-label={title} noValidate onSubmit={(event) => event.preventDefault()}>
          <ArticleFormFields
            mode={mode}
            periodicals={offered}
            bundlesOffered={bundlesOffered}
            bundleRefusal={bundleRefusal}
            types={offeredArticleTypes(roles, mode)}
            data={data}
            planNodeRequired={planNodeRequired}
          />
        </form>
      </FormProvider>
    </FormDialog>
  );
}

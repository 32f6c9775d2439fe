import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The window's title follows the screen: "Liste des auteurs · Pupitre". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
    return () => {
      document.title = appName;
    };
  }, [title, appName]);
}

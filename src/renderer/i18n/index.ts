import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fr } from './fr';

/** The one i18next instance: French only, initialised synchronously so the first render is translated. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'fr',
  fallbackLng: 'fr',
  resources: { fr: { translation: fr } },
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

let screensLoading: Promise<void> | undefined;
let screensLoaded = false;

/**
 * Adds the screens' parts of the catalogue (fr-screens.ts), once: the sign-in screen needs only fr.ts, and the
 * screens' parts, most of the catalogue, load at sign-in (issue 35, first-screen budget).
 */
export function loadScreenCatalogue(): Promise<void> {
  screensLoading ??= import('./fr-screens').then(({ frScreens }) => {
    i18n.addResourceBundle('fr', 'translation', frScreens, true, false);
    screensLoaded = true;
  });
  return screensLoading;
}

/** Whether the screens' parts are in the catalogue already (then nothing waits for them). */
export const screenCatalogueLoaded = (): boolean => screensLoaded;

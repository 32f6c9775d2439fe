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

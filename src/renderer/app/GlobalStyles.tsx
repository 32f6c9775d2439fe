import { makeStaticStyles } from '@fluentui/react-components';

const useStaticStyles = makeStaticStyles({
  'html, body, #root': {
    height: '100%',
    margin: 0,
  },
  body: {
    overflow: 'hidden',
  },
});

/** Page-level resets: the app fills the window and scrolls inside its main area. */
export function GlobalStyles() {
  useStaticStyles();
  return null;
}

import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Menu, MenuButton, MenuItem, MenuList, MenuPopover, MenuTrigger, makeStyles, tokens } from '@fluentui/react-components';
import { Open16Regular, Settings20Regular } from '@fluentui/react-icons';
import { ADMIN_ENTRIES, ROUTE_SEGMENTS, usersConsoleUrl, visibleAdminEntries } from '@shared/rules/navigation';
import { useBridge } from '../../bridge/BridgeContext';
import { useAuthState, useRoles } from '../auth/useAuth';
import { useNotify } from '../notifications/useNotify';
import { TOP_BAR_MEDIUM } from './breakpoints';

const useStyles = makeStyles({
  button: {
    fontWeight: tokens.fontWeightRegular,
    flexShrink: 0,
  },
  current: {
    fontWeight: tokens.fontWeightSemibold,
    flexShrink: 0,
  },
  label: {
    [TOP_BAR_MEDIUM]: {
      display: 'none',
    },
  },
});

/** The Administration menu (spec 1 §1): only the entries the roles allow; hidden when there are none. */
export function AdminMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const roles = useRoles();
  const auth = useAuthState();
  const bridge = useBridge();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const consoleUrl = auth?.authServerUrl && auth.realm ? usersConsoleUrl(auth.authServerUrl, auth.realm) : null;
  const visible = new Set(visibleAdminEntries(roles));
  // An entry without a destination would be a dead button: the console needs the identity provider's address.
  const entries = ADMIN_ENTRIES.filter((e) => visible.has(e.id) && (e.path !== null || consoleUrl !== null));
  if (entries.length === 0) return null;

  const inAdmin = pathname.startsWith(`/${ROUTE_SEGMENTS.admin}/`);

  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuButton
          appearance="subtle"
          className={inAdmin ? styles.current : styles.button}
          icon={<Settings20Regular />}
          aria-label={t('shell.admin')}
          title={t('shell.admin')}
        >
          <span className={styles.label}>{t('shell.admin')}</span>
        </MenuButton>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {entries.map((entry) =>
            entry.path === null ? (
              <MenuItem
                key={entry.id}
                secondaryContent={<Open16Regular aria-hidden="true" />}
                onClick={() => {
                  if (consoleUrl)
                    bridge.invoke('app.openExternal', consoleUrl).catch(() => notify.error(t('errors.openExternal')));
                }}
              >
                {entry.label}
              </MenuItem>
            ) : (
              <MenuItem key={entry.id} onClick={() => navigate(entry.path ?? '/')}>
                {entry.label}
              </MenuItem>
            ),
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}

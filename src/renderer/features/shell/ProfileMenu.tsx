import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Caption1,
  Menu,
  MenuButton,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router-dom';
import { Settings20Regular, ShieldKeyhole20Regular, SignOut20Regular } from '@fluentui/react-icons';
import { ROUTE_SEGMENTS } from '@shared/rules/navigation';
import { useBridge } from '../../bridge/BridgeContext';
import { useAuthState, useRoles } from '../auth/useAuth';
import { useNotify } from '../notifications/useNotify';
import { TOP_BAR_MEDIUM, TOP_BAR_NARROW } from './breakpoints';
import { RightsDialog } from './RightsDialog';

const useStyles = makeStyles({
  button: {
    maxWidth: '260px',
    flexShrink: 0,
    fontWeight: tokens.fontWeightRegular,
  },
  name: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    // The whole name stays in the button's accessible name and in the menu's header.
    [TOP_BAR_MEDIUM]: {
      maxWidth: '120px',
    },
    [TOP_BAR_NARROW]: {
      display: 'none',
    },
  },
  identity: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
  },
  secondary: {
    color: tokens.colorNeutralForeground3,
  },
});

/** The profile menu: who is signed in, "Droits d'accès", "Paramètres" and "Se déconnecter". */
export function ProfileMenu() {
  const styles = useStyles();
  const { t } = useTranslation();
  const auth = useAuthState();
  const roles = useRoles();
  const bridge = useBridge();
  const notify = useNotify();
  const [rightsOpen, setRightsOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const user = auth?.user;
  if (!user) return null;

  const accessibleName = `${user.name} (${user.username})`;
  const logout = () => {
    bridge.invoke('auth.logout').catch(() => notify.error(t('errors.logout')));
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <MenuButton
            ref={trigger}
            appearance="subtle"
            className={styles.button}
            aria-label={accessibleName}
            title={t('shell.profileTooltip')}
            // A person glyph rather than initials: the button's visible text must be part of its accessible name.
            icon={<Avatar name={user.name} initials={null} size={24} color="colorful" aria-hidden="true" />}
          >
            <span className={styles.name}>{user.name}</span>
          </MenuButton>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuGroup>
              <MenuGroupHeader className={styles.identity}>
                <span>{user.name}</span>
                <Caption1 className={styles.secondary}>{user.email ?? user.username}</Caption1>
              </MenuGroupHeader>
            </MenuGroup>
            <MenuDivider />
            <MenuItem icon={<ShieldKeyhole20Regular />} onClick={() => setRightsOpen(true)}>
              {t('shell.rights')}
            </MenuItem>
            <MenuItem icon={<Settings20Regular />} onClick={() => navigate(`/${ROUTE_SEGMENTS.settings}`)}>
              {t('pages.settings')}
            </MenuItem>
            <MenuItem icon={<SignOut20Regular />} onClick={logout}>
              {t('shell.logout')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <RightsDialog
        open={rightsOpen}
        onOpenChange={(open) => {
          setRightsOpen(open);
          // The menu item that opened the dialog is gone with its menu: the focus goes back to the menu's button.
          if (!open) requestAnimationFrame(() => trigger.current?.focus());
        }}
        roles={roles}
      />
    </>
  );
}

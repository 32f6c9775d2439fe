import { shell } from 'electron';
import type { OpenExternalPort } from '../core/ports';
import { BridgeError } from '../shared/errors';
import { isAllowedExternalUrl, isRecordLink, isSecureWebUrl } from '../shared/rules/urls';

/** The sites whose pages may open in the system browser: the help site and the identity provider. */
export type AllowedSites = () => readonly (string | null | undefined)[];

/**
 * Core's openExternal port (the login page, allowed sites). Whatever core was given (a discovery document
 * names the authorization URL), only a secure web page reaches the system: never file:, smb:, ms-msdt:...
 */
export function createBrowserPort(): OpenExternalPort {
  return {
    openExternal: (url) => {
      if (!isSecureWebUrl(url)) return Promise.reject(new BridgeError('NOT_ALLOWED', 'Cette adresse externe n’est pas autorisée.'));
      return shell.openExternal(url);
    },
  };
}

function open(url: string): true {
  // Nothing to tell anyone if the system has no handler: the link simply does not open.
  shell.openExternal(url).catch(() => undefined);
  return true;
}

/** A page of an allowed site (https, or http on loopback) opens in the system browser; anything else, nothing. */
export function openAllowedSite(url: string, allowedSites: readonly (string | null | undefined)[]): boolean {
  return isAllowedExternalUrl(url, allowedSites) && open(url);
}

/**
 * A link the page tried to open or navigate to: a page of an allowed site, or a link a record carries (web
 * page or mail address). Anything else opens nothing. Returns whether the system was asked to open it.
 */
export function openOutside(url: string, allowedSites: readonly (string | null | undefined)[]): boolean {
  return (isAllowedExternalUrl(url, allowedSites) || isRecordLink(url)) && open(url);
}

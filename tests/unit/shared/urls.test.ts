import { describe, expect, it } from 'vitest';
import { apiPath } from '../../../src/shared/schemas';
import {
  insecureServiceUrlMessage,
  isAllowedExternalUrl,
  isLoopbackHost,
  isRecordLink,
  isSecureWebUrl,
  resolveApiPath,
  webOrigin,
} from '../../../src/shared/rules/urls';

const HELP = 'https://aide.pupitre.example/';
const IDP = 'https://sso.editeur.example/auth/';

describe('URLs checked by scheme before origin', () => {
  it('knows that Node gives every non-special scheme the origin "null" (why origins alone cannot be compared)', () => {
    expect(new URL('app://pupitre/index.html').origin).toBe('null');
    expect(new URL('smb://serveur/partage').origin).toBe('null');
    expect(webOrigin('app://pupitre/index.html')).toBeNull();
    expect(webOrigin('https://aide.pupitre.example/page?x=1')).toBe('https://aide.pupitre.example');
  });

  it('takes https anywhere and http on loopback only', () => {
    for (const url of ['https://aide.pupitre.example/', 'http://127.0.0.1:4310/', 'http://localhost:8080/x', 'http://[::1]:4310/', 'http://127.1.2.3/']) {
      expect(isSecureWebUrl(url), url).toBe(true);
    }
    for (const url of ['http://aide.pupitre.example/', 'http://10.0.0.1/', 'http://127.0.0.1.evil.example/', 'ftp://x/', 'file:///etc/passwd', 'https://user:pw@host/', 'pas une url']) {
      expect(isSecureWebUrl(url), url).toBe(false);
    }
    expect(isLoopbackHost('LOCALHOST')).toBe(true);
    expect(isLoopbackHost('localhost.evil.example')).toBe(false);
  });

  it('opens outside only the allowed sites, never another scheme', () => {
    expect(isAllowedExternalUrl('https://aide.pupitre.example/guide', [HELP, IDP])).toBe(true);
    expect(isAllowedExternalUrl('https://sso.editeur.example/auth/admin/pupitre/console/', [HELP, IDP])).toBe(true);
    expect(isAllowedExternalUrl('https://evil.example/', [HELP, IDP])).toBe(false);
    expect(isAllowedExternalUrl('http://aide.pupitre.example/guide', [HELP, IDP])).toBe(false);
    // Two non-special URLs both have the origin "null": they must not match each other.
    for (const url of ['file:///etc/passwd', 'smb://serveur/partage', 'ms-msdt:/id PCWDiagnostic', 'javascript:alert(1)', 'app://pupitre/']) {
      expect(isAllowedExternalUrl(url, [HELP, IDP, 'smb://serveur/', 'app://pupitre/']), url).toBe(false);
    }
    expect(isAllowedExternalUrl('https://aide.pupitre.example/', [null, undefined])).toBe(false);
  });

  it('opens links of records only as web pages or mail addresses', () => {
    expect(isRecordLink('https://www.linkedin.com/in/dupont')).toBe(true);
    expect(isRecordLink('http://cabinet-dupont.fr')).toBe(true);
    expect(isRecordLink('mailto:jean.dupont@cabinet.fr')).toBe(true);
    for (const url of ['mailto:', 'mailto:x', 'file:///C:/Windows/system32/calc.exe', 'smb://x/y', 'ms-msdt:/id', 'javascript:alert(1)', 'https://u:p@x.fr/']) {
      expect(isRecordLink(url), url).toBe(false);
    }
  });

  it('says in French why a server address is refused', () => {
    expect(insecureServiceUrlMessage('https://bo.editeur.example/', 'serveur')).toBeNull();
    expect(insecureServiceUrlMessage('http://127.0.0.1:4310', 'serveur')).toBeNull();
    expect(insecureServiceUrlMessage('http://bo.editeur.example', 'serveur')).toBe(
      'L’adresse du serveur doit être en https (http n’est accepté que sur cette machine) : http://bo.editeur.example',
    );
    expect(insecureServiceUrlMessage('ftp://x', 'fournisseur d’identité')).toBe('L’adresse du fournisseur d’identité est invalide : ftp://x');
    expect(insecureServiceUrlMessage('https://a:b@x.fr', 'serveur')).toBe('L’adresse du serveur ne doit pas contenir d’identifiants : x.fr');
  });
});

describe('API paths resolved before they are trusted', () => {
  it('resolves dot segments, encoded or not, and keeps what stays under /api/', () => {
    expect(resolveApiPath('/api/image/12?download')).toBe('/api/image/12?download');
    expect(resolveApiPath('/api/a/../image/1')).toBe('/api/image/1');
    expect(resolveApiPath('/api/a/%2e%2e/image/1')).toBe('/api/image/1');
  });

  it('refuses what leaves /api/ or the server', () => {
    for (const path of ['/api/%2e%2e/realms/pupitre/protocol/openid-connect/token', '/api/%2E%2E/x', '/api/..', '/api/a/.%2e/../x', '/api/..%2f..%2frealms', '/api/%5c..', '/realms/x', '//evil.example/api/', '/api/a b', 'https://evil.example/api/']) {
      expect(resolveApiPath(path), path).toBeNull();
      expect(apiPath.safeParse(path).success, path).toBe(false);
    }
    expect(apiPath.safeParse('/api/admin/export/authors-csv?ids=1,2').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { readBundle, readBundleRows, readTemplate, type ReceivedBundle, type ReceivedTemplate } from '../../../../src/core/bundles/received-bundle';
import { LOAD_FAILED } from '../../../../src/shared/messages';

/**
 * Core reads bundles and bundle plans as spec 2 §3 declares them (issue 32): an answer of the specs' fields only
 * reads, one whose field has the wrong type is refused with the specs' load error, extensions pass through.
 */

/** A bundle with spec 2 §3's fields of an Article or bundle, and no other. */
const specBundle = (): ReceivedBundle => ({
  id: 40,
  title: 'Dossier fiscal',
  type: 'FOLDER',
  nature: 'COMPLEXE',
  isBundle: true,
  periodicalId: 'BJS',
  publicationId: null,
  publication: null,
  planNodeId: null,
  planNode: null,
  status: 'IN_PROGRESS',
  attached: 'NONE',
  creationDate: '2025-01-02T10:00:00Z',
  creationUser: null,
  modificationDate: '2025-01-03T10:00:00Z',
  modificationUser: null,
  publicationOnlineDate: null,
  nextPublicationOnlineDate: null,
  nextPublicationOnlineUsername: null,
  lastRequestPlacardProcessStatus: null,
  lastAvailablePlacardProcessStatus: null,
  charVolume: 0,
  plan: [{ id: 'n1', name: 'Partie 1', type: 'CONTAINER', sub: [] }],
});

const refusal = (read: () => unknown) => {
  try {
    read();
    return null;
  } catch (error) {
    return error;
  }
};

describe('the bundle readers', () => {
  it('read an answer with the specs’ fields only, and pass the others through unchanged', () => {
    expect(readBundle(specBundle())).toEqual(specBundle());
    expect(readBundle({ ...specBundle(), version: 3, reviewer: 'M. Roy' } as ReceivedBundle)).toMatchObject({ version: 3, reviewer: 'M. Roy' });
    expect(readBundleRows([specBundle()])).toHaveLength(1);
  });

  it('refuse a field of the wrong type with the specs’ load error, saying which', () => {
    expect(refusal(() => readBundle({ ...specBundle(), charVolume: '12' } as unknown as ReceivedBundle))).toMatchObject({
      code: 'INTERNAL',
      message: LOAD_FAILED,
      reason: 'Réponse du serveur illisible : « charVolume » : un nombre attendu.',
    });
    expect(refusal(() => readBundleRows([specBundle(), { ...specBundle(), plan: [{ id: 'n1', name: null }] } as unknown as ReceivedBundle]))).toMatchObject({
      reason: 'Réponse du serveur illisible : « [1].plan[0].name » : un texte attendu.',
    });
  });

  it('read a template under any of spec 2 §3’s three names, name first', () => {
    const template = { id: 3, bundlePlanVersionId: 9, type: 'FOLDER', periodicalId: 'BJS', enable: true, plan: [] } satisfies Omit<ReceivedTemplate, 'name'>;
    expect(readTemplate({ ...template, title: 'Dossier' })).toEqual({ ...template, name: 'Dossier' });
    expect(readTemplate({ ...template, label: 'Dossier' }).name).toBe('Dossier');
    expect(readTemplate({ ...template, name: 'Nom', title: 'Titre' }).name).toBe('Nom');
    expect(refusal(() => readTemplate({ ...template, enable: 'true' } as unknown as ReceivedTemplate))).toMatchObject({
      reason: 'Réponse du serveur illisible : « enable » : un booléen (true ou false) attendu.',
    });
  });
});

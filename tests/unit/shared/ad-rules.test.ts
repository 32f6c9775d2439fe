import { describe, expect, it } from 'vitest';
import { UNKNOWN_AD_SIZE_LABEL, type AdPeriodicalConfig, type AdSize } from '../../../src/shared/domain/advertisement';
import { adActions, locksAd } from '../../../src/shared/rules/ad-actions';
import { compatiblePeriodicals, incompatibilityMessage, incompatiblePeriodicals, suitsPeriodical } from '../../../src/shared/rules/ad-compatibility';
import { advertisementFormSchema, advertisementInputSchema, priorityChoice, priorityFlag } from '../../../src/shared/rules/ad-input';
import { AD_SIZE_TOLERANCE_MM, adFormatLabel, adSizeLabel, adSizeOf } from '../../../src/shared/rules/ad-sizes';

const size = (key: string, name: string, widthMm: number, heightMm: number): AdSize => ({ key, label: adSizeLabel({ name, widthMm, heightMm }), widthMm, heightMm });
const SIZES: AdSize[] = [size('PAGE', 'Pleine page', 210, 297), size('HALF_PAGE_WIDTH', 'Demi-page largeur', 210, 148), size('QUARTER_PAGE', 'Quart de page', 105, 148.5)];
const CONFIG: AdPeriodicalConfig[] = [
  { periodicalId: 'BJS', sizes: ['PAGE', 'QUARTER_PAGE'], colors: ['BLACK_AND_WHITE', 'N_AND_ONE_COLOR'] },
  { periodicalId: 'GDP', sizes: ['PAGE', 'HALF_PAGE_WIDTH', 'QUARTER_PAGE'], colors: ['COLOR', 'N_AND_ONE_COLOR', 'BLACK_AND_WHITE'] },
  { periodicalId: 'DEF', sizes: ['PAGE'], colors: ['BLACK_AND_WHITE'] },
];

describe('ad sizes: read from the file’s pixels and resolution', () => {
  it('labels a size with its millimetres, in French', () => {
    expect(SIZES.map((s) => s.label)).toEqual(['Pleine page (210 × 297 mm)', 'Demi-page largeur (210 × 148 mm)', 'Quart de page (105 × 148,5 mm)']);
  });

  it('finds the size within the tolerance, at any resolution', () => {
    expect(adSizeOf({ width: 595, height: 842, xdpi: 72 }, SIZES)).toBe('PAGE');
    expect(adSizeOf({ width: 2480, height: 3508, xdpi: 300 }, SIZES)).toBe('PAGE');
    expect(adSizeOf({ width: 620, height: 874, xdpi: 150 }, SIZES)).toBe('QUARTER_PAGE');
    // Within AD_SIZE_TOLERANCE_MM (3 mm) of a size in each direction.
    expect(AD_SIZE_TOLERANCE_MM).toBe(3);
    expect(adSizeOf({ width: Math.round((212.9 / 25.4) * 300), height: 3508, xdpi: 300 }, SIZES)).toBe('PAGE');
    expect(adSizeOf({ width: Math.round((213.2 / 25.4) * 300), height: 3508, xdpi: 300 }, SIZES)).toBeNull();
  });

  it('knows no size without a resolution or for other proportions: "Taille non reconnue"', () => {
    expect(adSizeOf({ width: 595, height: 842, xdpi: null }, SIZES)).toBeNull();
    expect(adSizeOf({ width: 500, height: 500, xdpi: 72 }, SIZES)).toBeNull();
    expect(adFormatLabel(null, SIZES)).toBe(UNKNOWN_AD_SIZE_LABEL);
    expect(adFormatLabel('GONE', SIZES)).toBe('Taille non reconnue');
    expect(adFormatLabel('PAGE', SIZES)).toBe('Pleine page (210 × 297 mm)');
  });
});

describe('ad and periodical compatibility (spec 1 §5)', () => {
  const colourPage = { format: 'PAGE', color: 'COLOR' } as const;

  it('needs the size among the periodical’s sizes and the colour among its colours', () => {
    expect(incompatiblePeriodicals(colourPage, ['BJS', 'GDP', 'DEF'], CONFIG)).toEqual(['BJS', 'DEF']);
    expect(incompatiblePeriodicals({ format: 'HALF_PAGE_WIDTH', color: 'BLACK_AND_WHITE' }, ['BJS', 'GDP', 'DEF'], CONFIG)).toEqual(['BJS', 'DEF']);
    expect(incompatiblePeriodicals({ format: 'PAGE', color: 'BLACK_AND_WHITE' }, ['BJS', 'GDP', 'DEF'], CONFIG)).toEqual([]);
    expect(compatiblePeriodicals({ format: 'QUARTER_PAGE', color: 'N_AND_ONE_COLOR' }, ['BJS', 'GDP', 'DEF'], CONFIG)).toEqual(['BJS', 'GDP']);
  });

  it('lets an ad of unknown size into no periodical that lists sizes; a periodical without configuration takes any ad', () => {
    expect(incompatiblePeriodicals({ format: null, color: 'COLOR' }, ['GDP', 'DNU'], CONFIG)).toEqual(['GDP']);
    expect(suitsPeriodical({ format: null, color: null }, undefined)).toBe(true);
    expect(suitsPeriodical({ format: 'PAGE', color: null }, CONFIG[1])).toBe(false);
  });

  it('says which periodicals, in the spec’s words', () => {
    expect(incompatibilityMessage(['BJS', 'DEF'])).toBe('Les revues ne sont pas compatibles : BJS, DEF');
  });
});

describe('ad actions: the disable and delete rule (spec 1 §4)', () => {
  it('forbids disabling and deleting an ad shown by a publication publishing or published', () => {
    expect(locksAd('IN_PROGRESS')).toBe(false);
    expect(locksAd('PUBLISHING')).toBe(true);
    expect(locksAd('PUBLISHED')).toBe(true);
    expect(adActions({ enable: true }, [])).toEqual({ canDisable: true, canDelete: true });
    expect(adActions({ enable: true }, ['IN_PROGRESS'])).toEqual({ canDisable: true, canDelete: true });
    expect(adActions({ enable: true }, ['IN_PROGRESS', 'PUBLISHED'])).toEqual({ canDisable: false, canDelete: false });
    expect(adActions({ enable: false }, ['PUBLISHING'])).toEqual({ canDisable: false, canDelete: false });
    expect(adActions({ enable: false }, [])).toEqual({ canDisable: false, canDelete: true });
  });

  it('takes a status not known for one that locks nothing (the server refuses what it forbids)', () => {
    expect(locksAd(null)).toBe(false);
    expect(adActions({ enable: true }, [null, 'IN_PROGRESS'])).toEqual({ canDisable: true, canDelete: true });
    expect(adActions({ enable: true }, [null, 'PUBLISHING'])).toEqual({ canDisable: false, canDelete: false });
  });
});

describe('ad form (spec 1 §2, §5)', () => {
  const valid = { name: '  Salon  ', color: 'COLOR', periodicals: ['GDP', 'GDP', 'BJS'] };

  it('requires name, colour and one periodical, with French messages', () => {
    const result = advertisementFormSchema.safeParse({ name: ' ', periodicals: [] });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(expect.arrayContaining(['Le nom est obligatoire.', 'Au moins une revue est obligatoire.']));
    expect(messages.some((m) => m.startsWith('La couleur est obligatoire'))).toBe(true);
    expect(advertisementFormSchema.safeParse({ name: 'x', color: 'COLOR' }).error?.issues[0]?.message).toBe('Au moins une revue est obligatoire.');
    expect(advertisementFormSchema.parse(valid)).toEqual({ name: 'Salon', color: 'COLOR', periodicals: ['GDP', 'BJS'], deadline: null, priority: false });
  });

  it('takes a deadline as a date only, dd/MM/yyyy or yyyy-MM-dd, between 2000-01-01 and 2025-01-01', () => {
    expect(advertisementFormSchema.parse({ ...valid, deadline: '31/12/2024' }).deadline).toBe('2024-12-31');
    expect(advertisementFormSchema.parse({ ...valid, deadline: '2000-01-01' }).deadline).toBe('2000-01-01');
    expect(advertisementFormSchema.parse({ ...valid, deadline: '2025-01-01' }).deadline).toBe('2025-01-01');
    expect(advertisementFormSchema.parse({ ...valid, deadline: '' }).deadline).toBeNull();
    expect(advertisementFormSchema.safeParse({ ...valid, deadline: '2025-01-02' }).error?.issues[0]?.message).toBe('Date limite : entre le 01/01/2000 et le 01/01/2025.');
    expect(advertisementFormSchema.safeParse({ ...valid, deadline: '1999-12-31' }).success).toBe(false);
    expect(advertisementFormSchema.safeParse({ ...valid, deadline: '31/02/2024' }).error?.issues[0]?.message).toMatch(/^Date limite : date invalide/);
    expect(advertisementFormSchema.safeParse({ ...valid, deadline: '2024-06-01T10:00:00Z' }).success).toBe(false);
  });

  it('saves the priority choice as a boolean', () => {
    expect(priorityFlag('PRIORITY')).toBe(true);
    expect(priorityFlag('NON-PRIORITY')).toBe(false);
    expect(priorityChoice(true)).toBe('PRIORITY');
    expect(priorityChoice(false)).toBe('NON-PRIORITY');
    expect(advertisementFormSchema.parse({ ...valid, priority: 'PRIORITY' }).priority).toBe(true);
    expect(advertisementFormSchema.parse({ ...valid, priority: false }).priority).toBe(false);
    expect(advertisementFormSchema.safeParse({ ...valid, priority: 'URGENT' }).success).toBe(false);
  });

  it('needs the version read to save', () => {
    expect(advertisementInputSchema.safeParse(valid).error?.issues[0]?.message).toBe('Version de la publicité manquante : renvoyez la version lue.');
    expect(advertisementInputSchema.parse({ ...valid, version: 3 }).version).toBe(3);
  });
});

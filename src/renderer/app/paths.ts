import type { AdminEntryId, Section } from '@shared/rules/navigation';
import { ADMIN_ENTRIES, ROUTE_SEGMENTS as S, sectionPath } from '@shared/rules/navigation';

/**
 * Segments of the admin sub-screens that rules/navigation.ts does not name yet (spec 2 §2.1:
 * duplicate, custom bundle, publication plan administration).
 */
export const ADMIN_SUB_SEGMENTS = {
  duplicate: 'dupliquer',
  customBundle: 'lots-personnalises',
  publicationPlan: 'plan-publication',
  organizeTree: 'organizeTree',
  administrateTree: 'administrateTree',
} as const;

type Id = string | number;
const id = (value: Id) => encodeURIComponent(String(value));

/** The path of an admin menu entry (ADMIN_ENTRIES), e.g. '/admin/lots'. */
export function adminEntryPath(entry: AdminEntryId): string {
  const path = ADMIN_ENTRIES.find((e) => e.id === entry)?.path;
  if (!path) throw new Error(`The admin entry ${entry} has no in-app path`);
  return path;
}

/** Path builders for links between screens: use these rather than writing French segments by hand. */
export const paths = {
  root: '/',
  accessDenied: `/${S.access}`,
  list: (section: Section) => sectionPath(section),
  view: (section: Section, value: Id) => `${sectionPath(section)}/${id(value)}`,
  edit: (section: Section, value: Id) => `${sectionPath(section)}/${id(value)}/${S.edit}`,
  create: (section: Section) => `${sectionPath(section)}/${S.create}`,
  publicationOrganize: (value: Id) => `/${S.publication}/${id(value)}/${S.organize}`,
  bundle: (value: Id) => `/${S.bundle}/${id(value)}`,
  bundleOrganize: (value: Id) => `/${S.bundle}/${id(value)}/${S.organize}`,
  bundleEdit: (value: Id) => `/${S.bundle}/${id(value)}/${S.edit}`,
  bundlePlans: () => adminEntryPath('bundlePlans'),
  bundlePlanCreate: () => `${adminEntryPath('bundlePlans')}/${S.create}`,
  bundlePlanEdit: (value: Id) => `${adminEntryPath('bundlePlans')}/${S.edit}/${id(value)}`,
  bundlePlanDuplicate: (value: Id) => `${adminEntryPath('bundlePlans')}/${ADMIN_SUB_SEGMENTS.duplicate}/${id(value)}`,
  customBundleEdit: (value: Id) => `/${S.admin}/${ADMIN_SUB_SEGMENTS.customBundle}/${S.edit}/${id(value)}`,
  publicationPlan: (value: Id) => `/${S.admin}/${ADMIN_SUB_SEGMENTS.publicationPlan}/${id(value)}`,
  kyrielleOrganize: (value?: Id) =>
    `/${S.kyrielle}/${ADMIN_SUB_SEGMENTS.organizeTree}${value === undefined ? '' : `/${id(value)}`}`,
  kyrielleAdministrate: (value: Id) => `/${S.kyrielle}/${ADMIN_SUB_SEGMENTS.administrateTree}/${id(value)}`,
} as const;

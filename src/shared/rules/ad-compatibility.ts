import type { AdPeriodicalConfig } from '../domain/advertisement';
import type { ImageColor } from '../domain/image';

/**
 * Spec 1 §5: which periodicals an ad may be meant for. A periodical takes an ad when the ad's size is among
 * its allowed sizes and its colour among its allowed colours (GET /api/nomenclature/advertisement/config);
 * an ad of unknown size suits no periodical that lists sizes. A periodical without configuration takes any
 * ad. The form and the server apply the same rule.
 */

export interface AdLook {
  /** Size key; null: unknown. */
  format: string | null;
  color: ImageColor | null;
}

export function suitsPeriodical(ad: AdLook, config: AdPeriodicalConfig | undefined): boolean {
  if (!config) return true;
  return ad.format !== null && config.sizes.includes(ad.format) && ad.color !== null && config.colors.includes(ad.color);
}

function configOf(configs: readonly AdPeriodicalConfig[]): (periodicalId: string) => AdPeriodicalConfig | undefined {
  const byId = new Map(configs.map((c) => [c.periodicalId, c]));
  return (periodicalId) => byId.get(periodicalId);
}

/** The periodicals of `periodicalIds` that do not take the ad, in the order given. */
export function incompatiblePeriodicals(ad: AdLook, periodicalIds: readonly string[], configs: readonly AdPeriodicalConfig[]): string[] {
  const config = configOf(configs);
  return periodicalIds.filter((id) => !suitsPeriodical(ad, config(id)));
}

/** The periodicals of `periodicalIds` that take the ad: what the periodical multi-select offers. */
export function compatiblePeriodicals(ad: AdLook, periodicalIds: readonly string[], configs: readonly AdPeriodicalConfig[]): string[] {
  const config = configOf(configs);
  return periodicalIds.filter((id) => suitsPeriodical(ad, config(id)));
}

/** The form's and the server's message: "Les revues ne sont pas compatibles : BJS, DEF". */
export function incompatibilityMessage(periodicalIds: readonly string[]): string {
  return `Les revues ne sont pas compatibles : ${periodicalIds.join(', ')}`;
}

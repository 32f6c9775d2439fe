/** A record's id from its route (`/images/:id`, `/publications/:id/organiser`): a positive integer, else null (nothing is asked). */
export function parseRouteId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

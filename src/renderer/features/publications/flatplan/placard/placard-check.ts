/** « 1 page », « 12 pages ». */
const pages = (count: number) => `${count} page${count > 1 ? 's' : ''}`;

/**
 * The flatplan's check against the placard (issue 36): null when the placard has as many pages as the plan,
 * else the French sentence that says both counts.
 */
export function placardPageCountCheck(plannedPages: number, placardPages: number): string | null {
  if (plannedPages === placardPages) return null;
  return `Le placard compte ${pages(placardPages)}, le plan ${plannedPages}.`;
}

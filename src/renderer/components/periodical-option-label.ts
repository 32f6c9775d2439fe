/** "[BJS] - Bulletin Joly Sociétés", or the label alone when it already names the code. */
export function periodicalOptionLabel(periodical: { id: string; label: string }): string {
  return periodical.label.startsWith(`[${periodical.id}]`) ? periodical.label : `[${periodical.id}] - ${periodical.label}`;
}

/** The Jouve process report as a table (spec 2 §7 GET /api/admin/jouve; issue 12): being built. */
export function JouveReport() {
  return null;
}

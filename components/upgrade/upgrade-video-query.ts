/** The spec's tutorial search for the upgrade advisor: '{category} modern upgrades improvements'. */
export function upgradeVideoQuery(categoryTitle: string): string {
  return `${categoryTitle} modern upgrades improvements`;
}

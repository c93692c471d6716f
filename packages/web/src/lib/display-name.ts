/** The name to show for a user; the product shows "Unknown" (DESIGN §6) when there is none. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'Unknown';
}

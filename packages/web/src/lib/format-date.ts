const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** "November 22, 2026": month name, day, year, as the product writes dates (DESIGN §2). */
export function formatLongDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "3:04 PM". */
export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}

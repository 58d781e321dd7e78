/** Business days of the demo's dated rows (`yyyy-MM-dd`), read as UTC midnights so no zone comes between. */
export const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A moment of a business day, China time (the demo company works in Asia/Shanghai). */
export const at = (date: string, hh: number, mm = 0) => new Date(`${date}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`);

/** GET /api/configuration: one row per spec id (1–41); values are text. */
export type ConfigurationRow = { id: number; name: string; value: string | null };

/** PUT /api/configuration/{id}: the row, with the bimester texts for ids 1 and 2. */
export type ConfigurationSaved = ConfigurationRow & { message?: string };

/** GET /api/bimesters (newest first). */
export type Bimester = { id: number; start_date: string; end_date: string };

/** POST /api/bimesters. */
export type BimesterAdded = { message: string; data: Bimester; configuration: ConfigurationRow[] };

/** GET /api/holidays?general=1: the network-wide holidays. */
export type Holiday = { id: number; name: string; start_date: string; end_date: string; doyang_group_id: number | null };

/** POST /api/holidays and DELETE /api/holidays/{id}. */
export type HolidayAnswer = { message: string; data: Holiday };

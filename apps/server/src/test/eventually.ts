/**
 * Polls `check` every 25 ms until it holds or `ms` pass: what another process learns through the database (a NOTIFY,
 * a periodic reading) arrives a moment after the commit. Answers whether it held.
 */
export async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

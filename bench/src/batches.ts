/**
 * Rows go in by the thousands: one multi-row INSERT per batch, not one call per row. A batch stops
 * short of PostgreSQL's limit of 65,535 bind parameters per statement.
 */
const maxRowsPerBatch = 5_000;
const maxParametersPerBatch = 60_000;

export async function insertInBatches<Row extends object>(
  count: number,
  makeRow: (index: number) => Row,
  insert: (rows: Row[]) => Promise<unknown>,
): Promise<void> {
  let batch: Row[] = [];
  let parameters = 0;
  for (let index = 0; index < count; index += 1) {
    const row = makeRow(index);
    const columns = Object.keys(row).length;
    if (batch.length === maxRowsPerBatch || parameters + columns > maxParametersPerBatch) {
      await insert(batch);
      batch = [];
      parameters = 0;
    }
    batch.push(row);
    parameters += columns;
  }
  if (batch.length > 0) await insert(batch);
}

/** Fixed start, one minute apart: the same timestamps on every run. */
const epochMs = Date.UTC(2024, 0, 1);
export const minuteAfterEpoch = (minutes: number) => new Date(epochMs + minutes * 60_000);

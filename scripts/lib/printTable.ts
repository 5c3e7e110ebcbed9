/** Prints rows as aligned columns (the first row is the header), then a blank line. */
export function printTable(rows: (string | number)[][]): void {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => String(row[column]).length))) ?? [];
  for (const row of rows) console.log(row.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  '));
  console.log();
}

/**
 * A labelled figure in a row of totals ("Total Blogs 12", "Upcoming 7"): a `<dt>`/`<dd>` pair, so
 * it belongs inside a `<dl>`.
 */
export function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl border border-border bg-surface px-4 py-3 shadow-card">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

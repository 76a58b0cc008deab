/** A small line of recent values (oldest left), scaled to `max` or to its own largest value. */
export function Sparkline({ values, max, label }: { values: readonly number[]; max?: number; label: string }) {
  const top = max ?? Math.max(1, ...values);
  const width = 100;
  const height = 24;
  const step = values.length > 1 ? width / (values.length - 1) : width;
  const points = values.map(
    (v, i) => `${(i * step).toFixed(1)},${(height - (Math.min(v, top) / top) * height).toFixed(1)}`,
  );
  return (
    <svg
      className="sparkline"
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {points.length > 1 && <polyline points={points.join(' ')} fill="none" vectorEffect="non-scaling-stroke" />}
    </svg>
  );
}

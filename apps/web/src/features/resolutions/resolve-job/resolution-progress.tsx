/** The bar of spec §4: 14 before the resolution exists, then 32/50/68/86 and 100 when complete. */
export function ResolutionProgress({ value }: { value: number }) {
  return (
    <div
      className="progress mb-3"
      role="progressbar"
      aria-label="Closing progress"
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${value}%`}
    >
      <div className="progress-bar" style={{ width: `${value}%` }}>
        {value}%
      </div>
    </div>
  );
}

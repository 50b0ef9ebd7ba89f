/** Props of `PlainSpinner`. */
export interface PlainSpinnerProps {
  /** Diameter in pixels (Blueprint's `size`). */
  size: number;
  /** The spinner's accessible name ('Loading', translated). */
  label: string;
  className?: string;
}

// Blueprint's spinner geometry (components/spinner/spinner.js): a 45-unit circle, its head a quarter
// of the 280-unit path, the stroke kept about 4 px wide at every size.
const R = 45;
const TRACK = `M 50,50 m 0,-${R} a ${R},${R} 0 1 1 0,${R * 2} a ${R},${R} 0 1 1 0,-${R * 2}`;
const PATH_LENGTH = 280;

/**
 * Blueprint's indeterminate Spinner drawn with its classes and SVG, without its JavaScript (whose
 * module brings Blueprint's icon loader to every page that shows a spinner).
 */
export function PlainSpinner({ size, label, className }: PlainSpinnerProps) {
  const strokeWidth = Math.min(16, 400 / size);
  const radius = R + strokeWidth / 2;
  const origin = (50 - radius).toFixed(2);
  const width = (radius * 2).toFixed(2);
  return (
    <span className={`bp6-spinner${className ? ` ${className}` : ''}`} role="progressbar" aria-label={label}>
      <span className="bp6-spinner-animation">
        <svg
          width={size}
          height={size}
          strokeWidth={strokeWidth.toFixed(2)}
          viewBox={`${origin} ${origin} ${width} ${width}`}
        >
          <path className="bp6-spinner-track" d={TRACK} />
          <path
            className="bp6-spinner-head"
            d={TRACK}
            pathLength={PATH_LENGTH}
            strokeDasharray={`${PATH_LENGTH} ${PATH_LENGTH}`}
            strokeDashoffset={PATH_LENGTH * 0.75}
          />
        </svg>
      </span>
    </span>
  );
}

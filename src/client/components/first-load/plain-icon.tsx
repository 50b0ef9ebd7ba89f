import { FIRST_LOAD_ICONS, type FirstLoadIcon } from './first-load-icons';

/** Props of `PlainIcon`. */
export interface PlainIconProps {
  icon: FirstLoadIcon;
}

/** A 16 px Blueprint icon drawn as Blueprint draws it (same classes and SVG), without its JavaScript. */
export function PlainIcon({ icon }: PlainIconProps) {
  return (
    <span className={`bp6-icon bp6-icon-${icon}`} aria-hidden="true">
      <svg data-icon={icon} width={16} height={16} viewBox="0 0 16 16" role="img">
        {FIRST_LOAD_ICONS[icon].map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}

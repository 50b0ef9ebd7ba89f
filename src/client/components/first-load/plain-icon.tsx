import { FIRST_LOAD_ICONS, type FirstLoadIcon } from './first-load-icons';

/** Props of `PathIcon`. */
export interface PathIconProps {
  /** Blueprint's name of the icon (its classes and data-icon). */
  name: string;
  /** The 16 px SVG paths, from `@blueprintjs/icons/lib/esm/generated/16px/paths/<name>`. */
  paths: readonly string[];
  className?: string;
}

/**
 * A 16 px Blueprint icon drawn as Blueprint draws it (same classes and SVG) from paths the caller
 * imports: drawn in the first commit, where Blueprint's Icon loads its paths and draws again.
 */
export function PathIcon({ name, paths, className }: PathIconProps) {
  return (
    <span className={`bp6-icon bp6-icon-${name}${className ? ` ${className}` : ''}`} aria-hidden="true">
      <svg data-icon={name} width={16} height={16} viewBox="0 0 16 16" role="img">
        {paths.map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}

/** Props of `PlainIcon`. */
export interface PlainIconProps {
  icon: FirstLoadIcon;
}

/** An icon of the first load, without Blueprint's JavaScript. */
export function PlainIcon({ icon }: PlainIconProps) {
  return <PathIcon name={icon} paths={FIRST_LOAD_ICONS[icon]} />;
}

/** Props of a member's round avatar. */
export interface MemberAvatarProps {
  /** The member's display name, for the initials and the alternative text. */
  name: string;
  /** The profile image URL, when the member has one. */
  image?: string | null;
  /** Diameter in pixels. */
  size?: number;
  /**
   * Inside a control that names itself (the profile button): the initials are hidden from screen
   * readers, so the control's name is not contradicted by the letters it shows. A photo keeps its text.
   */
  decorative?: boolean;
}

/** Up to two initials of a name ('Nimal Perera' -> 'NP'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0]![0], words[words.length - 1]![0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase();
}

/** A member's image, or their initials when there is none. */
export function MemberAvatar({ name, image, size = 36, decorative = false }: MemberAvatarProps) {
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (image) return <img className="cms-avatar" src={image} alt={name} style={style} />;
  return (
    <span
      className="cms-avatar cms-avatar--initials"
      style={style}
      {...(decorative ? { 'aria-hidden': true } : { 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}

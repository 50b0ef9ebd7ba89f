/** Props of a member's round avatar. */
export interface MemberAvatarProps {
  /** The member's display name, for the initials and the alternative text. */
  name: string;
  /** The profile image URL, when the member has one. */
  image?: string | null;
  /** Diameter in pixels. */
  size?: number;
  /**
   * Inside a control that names itself (the profile button): the initials are drawn by the stylesheet,
   * not as text, so the control's name ('Profile') is not contradicted by letters in its content
   * (axe's label-content-name-mismatch, which aria-hidden text still trips). A photo keeps its text.
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
  if (decorative) {
    return (
      <span
        className="cms-avatar cms-avatar--initials cms-avatar--drawn"
        style={style}
        aria-hidden
        data-initials={initialsOf(name)}
      />
    );
  }
  return (
    <span className="cms-avatar cms-avatar--initials" style={style} aria-label={name}>
      {initialsOf(name)}
    </span>
  );
}

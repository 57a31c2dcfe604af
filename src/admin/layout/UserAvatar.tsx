import Avatar from '@mui/material/Avatar';

/** Up to two initials from a full name, drawn locally (DESIGN §8: no external avatar service). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'U';
  const first = words[0][0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1][0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

export function UserAvatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        bgcolor: 'primary.dark',
        color: (theme) => theme.palette.getContrastText(theme.palette.primary.dark),
      }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

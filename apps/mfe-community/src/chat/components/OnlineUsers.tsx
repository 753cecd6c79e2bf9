import { onlineAvatars, type OnlineUser } from '@inhala/domain';

function initials(user: OnlineUser): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** Who is in the room (01 §2): at most 4 avatars with initials, then '+N' for the rest. */
export function OnlineUsers({ users }: { users: readonly OnlineUser[] }) {
  const { shown, more } = onlineAvatars(users);
  if (users.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <ul aria-label="Personas en línea" className="flex -space-x-2">
        {shown.map((user) => (
          <li
            key={user.id}
            title={`${user.firstName} ${user.lastName}`}
            className="flex h-8 w-8 items-center justify-center rounded-full border-2 border-white bg-sage-200 text-xs font-semibold text-sage-800"
          >
            <span aria-hidden>{initials(user)}</span>
            <span className="sr-only">
              {user.firstName} {user.lastName}
            </span>
          </li>
        ))}
        {more > 0 && (
          <li className="flex h-8 min-w-8 items-center justify-center rounded-full border-2 border-white bg-sand-100 px-1 text-xs font-semibold text-ink">
            <span aria-hidden>+{more}</span>
            <span className="sr-only">y {more} más</span>
          </li>
        )}
      </ul>
      <span className="hidden text-sm text-ink-soft sm:inline">{users.length} en línea</span>
    </div>
  );
}

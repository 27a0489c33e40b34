/** A person's full name, 'Ada Lovelace', or null when they gave none. */
export function personName(user: { firstName: string | null; lastName: string | null }): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || null;
}

/** How a person reads in pickers and lists: 'Ada Lovelace <ada@example.com>', or the e-mail alone. */
export function userDisplayValue(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = personName(user);
  return name ? `${name} <${user.email}>` : user.email;
}

/** How a person reads in pickers and lists: 'Ada Lovelace <ada@example.com>', or the e-mail alone. */
export function userDisplayValue(user: { firstName: string | null; lastName: string | null; email: string }): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name ? `${name} <${user.email}>` : user.email;
}

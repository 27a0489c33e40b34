export const PASSWORD_MIN_LENGTH = 8;

/** "Use 8 or more characters with a mix of letters & numbers" (spec §2.3), enforced on the server. */
export function passwordProblems(password: string | undefined): string[] {
  if (!password) return ["can't be blank"];
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH)
    problems.push(`is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`);
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) problems.push('must include letters and numbers');
  return problems;
}

// newPasswordField in the browser: the common-password check waits for the server,
// whose reply puts the message beside the field; the strength hint
// (app/components/admin/password-strength.tsx) gives the same verdict while typing.
// package.json's `imports` picks this module for the browser's build.
export function isGuessablePassword(_password: string): boolean {
  return false;
}

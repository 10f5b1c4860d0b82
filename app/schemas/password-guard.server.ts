// newPasswordField's check on the server (and in scripts and tests): the word lists
// stay out of the browser's build. package.json's `imports` picks this module or
// password-guard.browser.ts for `#app/schemas/password-guard.ts`.
export { isGuessablePassword } from "./password-strength.ts";

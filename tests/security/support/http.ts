// Plain HTTP helpers for the security tests: what a script (not a browser) would send.

/** The Cookie header that sends back every cookie a response set. */
export function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !/=$/.test(c ?? ""))
    .join("; ");
}

/** Posts the login form the way the browser's form does; returns the response. */
export function postLogin(
  base: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  loginPath = "/admin/login",
) {
  return fetch(`${base}${loginPath}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Signs in over HTTP; returns the session's Cookie header. */
export async function signInOverHttp(
  base: string,
  credentials: { email: string; password: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await postLogin(base, { ...credentials, redirectTo: "/admin" }, headers);
  if (res.status !== 302) throw new Error(`sign-in answered ${res.status}`);
  return cookiesFrom(res);
}

/**
 * The form a request carries. A body the parser cannot read (a broken multipart
 * boundary, a truncated upload) is the client's fault: a 400 for the error
 * page, never an unhandled 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw new Response("Bad Request", { status: 400, headers: { "Content-Type": "text/plain" } });
  }
}

// Any unknown public path: the public layout's error boundary renders the
// translated 404 page inside the shell, with status 404.
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
